import type { Database } from '../db/client';
import type { garageVehicles } from '../db/schema';
import { vehicleImageUrl } from '../taxonomy/vehicle-image';
import { nodesByIds } from '../taxonomy/vehicle-nodes';
import type { VehicleSnapshot } from './vehicle-check';

export type GarageRow = typeof garageVehicles.$inferSelect;

/**
 * A vehicle as the storefront keeps it (spec §3 "Garage vehicle"): `year`, `make`, `model`, `trim`,
 * `engine` are taxonomy node ids, each with its `…Name`; `attributeValueId` is the deepest one;
 * `makeId` / `modelId` are the vPIC ids (as in /item/public/buyer/car-model/vehicle-id).
 */
export function vehicleRecord(v: VehicleSnapshot, vin: string | null, publicUrl: string) {
  return {
    year: v.yearId,
    yearName: v.yearName,
    make: v.makeNodeId,
    makeName: v.makeName,
    model: v.modelNodeId,
    modelName: v.modelName,
    trim: v.trimNodeId,
    trimName: v.trimName,
    engine: v.engineNodeId,
    engineName: v.engineName,
    makeId: v.makeId,
    modelId: v.modelId,
    level: v.level,
    attributeValueId: v.attributeValueId,
    vin,
    imageUrl: vehicleImageUrl(publicUrl, v.modelId),
  };
}

/** A saved vehicle; `available` is false when the taxonomy no longer holds it as it was saved. */
export function garageVehicle(row: GarageRow, available: boolean, publicUrl: string) {
  return {
    id: row.id,
    ...vehicleRecord(row, row.vin, publicUrl),
    isDefault: row.isDefault,
    available,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type GarageVehicle = ReturnType<typeof garageVehicle>;

/**
 * Whether each saved vehicle still matches the taxonomy: every saved node exists at its level,
 * under the saved parent, with the saved name (one query for the whole list).
 */
export async function availability(database: Database, rows: GarageRow[]): Promise<Map<number, boolean>> {
  const chain = (r: GarageRow) =>
    [
      [r.yearId, r.yearName],
      [r.makeNodeId, r.makeName],
      [r.modelNodeId, r.modelName],
      [r.trimNodeId, r.trimName],
      [r.engineNodeId, r.engineName],
    ].filter((pair): pair is [number, string] => pair[0] !== null && pair[1] !== null);
  const nodes = new Map((await nodesByIds(database, [...new Set(rows.flatMap((r) => chain(r).map(([id]) => id)))])).map((n) => [n.id, n]));
  return new Map(
    rows.map((r) => {
      const ok = chain(r).every(([id, name], index, all) => {
        const node = nodes.get(id);
        return node !== undefined && node.level === index + 1 && node.name === name && node.parentId === (index === 0 ? null : all[index - 1]![0]);
      });
      return [r.id, ok && chain(r).length === r.level && chain(r)[r.level - 1]![0] === r.attributeValueId];
    }),
  );
}

export async function garageList(database: Database, rows: GarageRow[], publicUrl: string): Promise<GarageVehicle[]> {
  const available = await availability(database, rows);
  return rows.map((r) => garageVehicle(r, available.get(r.id) ?? false, publicUrl));
}
