import Database from 'better-sqlite3';
import { isMainstreamMake, makeDisplayName } from './mainstream-makes';
import { linkYears } from './model-years';
import { VEHICLE_TYPE_IDS, type VehicleTypeId } from './vehicle-types';

/** vPIC element ids read from `Pattern` (see the `Element` table). */
export const ELEMENT = {
  model: 28,
  trim: 38,
  displacement: 13,
  cylinders: 9,
  engineConfiguration: 64,
  fuelTypePrimary: 24,
  gvwr: 25,
} as const;

export interface VpicMake {
  id: number;
  name: string;
}

export interface VpicModel {
  id: number;
  makeId: number;
  name: string;
}

export interface VpicPattern {
  elementId: number;
  keys: string;
  value: string;
}

export interface VpicSchema {
  id: number;
  /** Model year → the vehicle types of the WMIs that use this schema in that year. */
  years: Map<number, Set<VehicleTypeId>>;
  patterns: VpicPattern[];
}

export interface VpicData {
  makes: Map<number, VpicMake>;
  models: Map<number, VpicModel>;
  /** Schemas used by a kept vehicle type within the year range and holding a mainstream model. */
  schemas: VpicSchema[];
}

/** Reads what the derivation needs from corgi's vPIC SQLite file (read-only, ~1 s). */
export function readVpic(file: string): VpicData {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const makes = new Map<number, VpicMake>();
    for (const row of db.prepare('select Id as id, Name as name from Make').all() as { id: number; name: string }[]) {
      if (isMainstreamMake(row.name)) makes.set(row.id, { id: row.id, name: makeDisplayName(row.name) });
    }
    const models = new Map<number, VpicModel>();
    const modelRows = db
      .prepare('select mo.Id as id, mm.MakeId as makeId, mo.Name as name from Make_Model mm join Model mo on mo.Id = mm.ModelId')
      .all() as VpicModel[];
    for (const row of modelRows) if (makes.has(row.makeId)) models.set(row.id, { ...row, name: row.name.trim() });

    const schemas = new Map<number, VpicSchema>();
    const links = db
      .prepare(
        `select ws.VinSchemaId as schemaId, ws.YearFrom as yearFrom, ws.YearTo as yearTo, w.VehicleTypeId as vehicleTypeId
         from Wmi_VinSchema ws join Wmi w on w.Id = ws.WmiId
         where w.VehicleTypeId in (${VEHICLE_TYPE_IDS.join(',')})`,
      )
      .all() as { schemaId: number; yearFrom: number; yearTo: number | null; vehicleTypeId: VehicleTypeId }[];
    for (const link of links) {
      const years = linkYears(link.yearFrom, link.yearTo);
      if (years.length === 0) continue;
      let schema = schemas.get(link.schemaId);
      if (!schema) schemas.set(link.schemaId, (schema = { id: link.schemaId, years: new Map(), patterns: [] }));
      for (const year of years) {
        const types = schema.years.get(year) ?? new Set<VehicleTypeId>();
        types.add(link.vehicleTypeId);
        schema.years.set(year, types);
      }
    }

    const elementIds = Object.values(ELEMENT).join(',');
    const patternRows = db
      .prepare(`select VinSchemaId as schemaId, Keys as keys, ElementId as elementId, AttributeId as value from Pattern where ElementId in (${elementIds})`)
      .all() as { schemaId: number; keys: string; elementId: number; value: string }[];
    for (const row of patternRows) {
      schemas.get(row.schemaId)?.patterns.push({ elementId: row.elementId, keys: row.keys, value: String(row.value).trim() });
    }
    const kept = [...schemas.values()].filter((s) =>
      s.patterns.some((p) => p.elementId === ELEMENT.model && models.has(Number(p.value))),
    );
    kept.sort((a, b) => a.id - b.id);
    return { makes, models, schemas: kept };
  } finally {
    db.close();
  }
}
