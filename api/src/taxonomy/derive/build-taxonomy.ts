import { LEVEL, type TaxonomyCounts, type TaxonomyMake, type TaxonomyModel, type TaxonomyNode } from '../taxonomy-data';
import { pairSchema, type SchemaTuple } from './pair-schema';
import type { VpicData } from './read-vpic';
import { naturalCompare, slugify } from './slug';
import { ALL_TRIMS, OTHER_TRIMS, preferredSpelling, trimKey } from './trim-name';
import { VEHICLE_TYPES, type VehicleTypeId } from './vehicle-types';

interface TrimEntry {
  spellings: Set<string>;
  certain: boolean;
  engines: Map<string, boolean>;
}

/** What vPIC says about one model in one model year, merged over all its VIN schemas. */
interface YearModel {
  trims: Map<string, TrimEntry>;
  /** Some model pattern overlaps no trim pattern: VINs whose trim vPIC does not code. */
  untrimmed: boolean;
  /** Engines of those VINs. */
  engines: Map<string, boolean>;
}

const orTrue = (map: Map<string, boolean>, key: string, certain: boolean) => map.set(key, (map.get(key) ?? false) || certain);

function mergeTuple(entry: YearModel, tuple: SchemaTuple) {
  if (tuple.trim === undefined) {
    entry.untrimmed = true;
    if (tuple.engine !== undefined) orTrue(entry.engines, tuple.engine, tuple.certain);
    return;
  }
  const key = trimKey(tuple.trim);
  let trim = entry.trims.get(key);
  if (!trim) entry.trims.set(key, (trim = { spellings: new Set(), certain: false, engines: new Map() }));
  trim.spellings.add(tuple.trim);
  trim.certain ||= tuple.trimCertain;
  if (tuple.engine !== undefined) orTrue(trim.engines, tuple.engine, tuple.certain);
}

export interface BuiltTaxonomy {
  makes: TaxonomyMake[];
  models: TaxonomyModel[];
  nodes: TaxonomyNode[];
  counts: TaxonomyCounts;
}

/**
 * vPIC → Year → Make → Model → Trim → Engine. Every schema's tuples apply to each model year the
 * schema is linked for; a combination is certain when any schema ties it together. Node ids are
 * assigned depth-first in display order (years newest first, then names A–Z), so the same vPIC data
 * always gives the same ids and siblings sort by id.
 */
export function buildTaxonomy(vpic: VpicData, progress: (message: string) => void = () => undefined): BuiltTaxonomy {
  const byYear = new Map<number, Map<number, YearModel>>();
  const typeVotes = new Map<number, Map<VehicleTypeId, number>>();
  let done = 0;
  for (const schema of vpic.schemas) {
    const tuples = pairSchema(schema.patterns, (modelId) => vpic.models.has(modelId));
    for (const [year, types] of schema.years) {
      let models = byYear.get(year);
      if (!models) byYear.set(year, (models = new Map()));
      for (const tuple of tuples) {
        let entry = models.get(tuple.modelId);
        if (!entry) models.set(tuple.modelId, (entry = { trims: new Map(), untrimmed: false, engines: new Map() }));
        mergeTuple(entry, tuple);
      }
      for (const modelId of new Set(tuples.map((t) => t.modelId))) {
        const votes = typeVotes.get(modelId) ?? new Map<VehicleTypeId, number>();
        for (const type of types) votes.set(type, (votes.get(type) ?? 0) + 1);
        typeVotes.set(modelId, votes);
      }
    }
    if (++done % 1000 === 0) progress(`paired ${done.toLocaleString('en-US')} of ${vpic.schemas.length.toLocaleString('en-US')} VIN schemas…`);
  }

  const modelYears = new Map<number, number[]>();
  for (const [year, models] of byYear) {
    for (const modelId of models.keys()) modelYears.set(modelId, [...(modelYears.get(modelId) ?? []), year]);
  }
  const models: TaxonomyModel[] = [];
  const handlesByMake = new Map<number, Set<string>>();
  for (const modelId of [...modelYears.keys()].sort((a, b) => a - b)) {
    const model = vpic.models.get(modelId)!;
    const years = modelYears.get(modelId)!;
    const votes = [...(typeVotes.get(modelId) ?? new Map<VehicleTypeId, number>())].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const taken = handlesByMake.get(model.makeId) ?? new Set<string>();
    handlesByMake.set(model.makeId, taken);
    let urlHandle = slugify(model.name) || String(modelId);
    if (taken.has(urlHandle)) urlHandle = `${urlHandle}-${modelId}`;
    taken.add(urlHandle);
    models.push({
      id: modelId,
      makeId: model.makeId,
      name: model.name,
      urlHandle,
      vehicleType: VEHICLE_TYPES[votes[0]?.[0] ?? 2],
      yearFrom: Math.min(...years),
      yearTo: Math.max(...years),
    });
  }
  const modelById = new Map(models.map((m) => [m.id, m]));
  const makes: TaxonomyMake[] = [...new Set(models.map((m) => m.makeId))]
    .map((makeId) => {
      const own = models.filter((m) => m.makeId === makeId);
      const name = vpic.makes.get(makeId)!.name;
      return { id: makeId, name, urlHandle: slugify(name), yearFrom: Math.min(...own.map((m) => m.yearFrom)), yearTo: Math.max(...own.map((m) => m.yearTo)) };
    })
    .sort((a, b) => naturalCompare(a.name, b.name));
  const makeById = new Map(makes.map((m) => [m.id, m]));

  const nodes: TaxonomyNode[] = [];
  const counts: TaxonomyCounts = { makes: makes.length, models: models.length, yearMakeModels: 0, trims: 0, engines: 0, nodes: 0, fullTuples: 0, uncertainNodes: 0 };
  const add = (node: Omit<TaxonomyNode, 'id'>) => {
    const full = { id: nodes.length + 1, ...node };
    nodes.push(full);
    if (!node.certain) counts.uncertainNodes++;
    return full.id;
  };
  const addEngines = (engines: Map<string, boolean>, parentId: number, base: Omit<TaxonomyNode, 'id' | 'level' | 'parentId' | 'name' | 'engine' | 'certain'>, parentCertain: boolean) => {
    for (const engine of [...engines.keys()].sort(naturalCompare)) {
      add({ ...base, level: LEVEL.engine, parentId, name: engine, engine, certain: parentCertain && engines.get(engine)! });
      counts.engines++;
      if (base.trim !== null) counts.fullTuples++;
    }
  };
  for (const year of [...byYear.keys()].sort((a, b) => b - a)) {
    const yearModels = byYear.get(year)!;
    const yearId = add({ level: LEVEL.year, parentId: null, name: String(year), year, makeId: null, modelId: null, trim: null, engine: null, certain: true });
    const makeIds = [...new Set([...yearModels.keys()].map((id) => modelById.get(id)!.makeId))];
    makeIds.sort((a, b) => naturalCompare(makeById.get(a)!.name, makeById.get(b)!.name));
    for (const makeId of makeIds) {
      const makeNodeId = add({ level: LEVEL.make, parentId: yearId, name: makeById.get(makeId)!.name, year, makeId, modelId: null, trim: null, engine: null, certain: true });
      const makeModels = [...yearModels.keys()].filter((id) => modelById.get(id)!.makeId === makeId);
      makeModels.sort((a, b) => naturalCompare(modelById.get(a)!.name, modelById.get(b)!.name) || a - b);
      for (const modelId of makeModels) {
        const entry = yearModels.get(modelId)!;
        const base = { year, makeId, modelId };
        const modelNodeId = add({ ...base, level: LEVEL.model, parentId: makeNodeId, name: modelById.get(modelId)!.name, trim: null, engine: null, certain: true });
        counts.yearMakeModels++;
        const trims = [...entry.trims.values()].map((t) => ({ ...t, name: preferredSpelling(t.spellings) }));
        trims.sort((a, b) => naturalCompare(a.name, b.name));
        for (const trim of trims) {
          const trimNodeId = add({ ...base, level: LEVEL.trim, parentId: modelNodeId, name: trim.name, trim: trim.name, engine: null, certain: trim.certain });
          counts.trims++;
          addEngines(trim.engines, trimNodeId, { ...base, trim: trim.name }, trim.certain);
        }
        // Stand-in trim (trim = NULL) for VINs without a trim pattern; a model with neither trims nor engines stays a leaf.
        const standIn = trims.length === 0 ? (entry.engines.size > 0 ? ALL_TRIMS : undefined) : entry.untrimmed ? OTHER_TRIMS : undefined;
        if (standIn) {
          const trimNodeId = add({ ...base, level: LEVEL.trim, parentId: modelNodeId, name: standIn, trim: null, engine: null, certain: true });
          counts.trims++;
          addEngines(entry.engines, trimNodeId, { ...base, trim: null }, true);
        }
      }
    }
  }
  counts.nodes = nodes.length;
  return { makes, models, nodes, counts };
}
