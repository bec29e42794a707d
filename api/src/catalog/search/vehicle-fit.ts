import type { Database } from '../../db/client';
import { badRequest } from '../../http/envelope';
import { resolveVehicle, type ResolvedVehicle } from '../../taxonomy/resolve-vehicle';
import { nodesByIds } from '../../taxonomy/vehicle-nodes';
import { FIT_KEY_KIND, fitKey } from './fit-keys';
import type { SqlParams } from './sql-params';

/** Spec §4 fit status. */
export type FitStatus = 'FIT' | 'NOT_FIT' | 'UNCERTAIN' | 'EMPTY';

/** A resolved vehicle plus which of its chosen levels vPIC ties together (resolveVehicle folds them into one flag). */
export interface FitVehicle extends ResolvedVehicle {
  trimCertain: boolean;
  engineCertain: boolean;
}

const LEVEL_NAMES = ['', 'Year', 'Make', 'Model', 'Trim', 'Engine'] as const;
const CACHE_LIMIT = 5_000;

/** The taxonomy does not change while the API runs: resolved vehicles are kept (most recent first out last). */
export class VehicleResolver {
  private readonly cache = new Map<number, FitVehicle | null>();

  constructor(private readonly database: Database) {}

  /** The vehicle an attributeValueId names; a 400 for an id that names no taxonomy node. */
  async require(attributeValueId: number): Promise<FitVehicle> {
    const vehicle = await this.find(attributeValueId);
    if (!vehicle) {
      throw badRequest(`attributeValueId ${attributeValueId} is not a known vehicle`, [{ field: 'attributeValueId', message: 'is not a known vehicle' }]);
    }
    return vehicle;
  }

  async find(attributeValueId: number): Promise<FitVehicle | undefined> {
    const hit = this.cache.get(attributeValueId);
    if (hit !== undefined) {
      this.cache.delete(attributeValueId);
      this.cache.set(attributeValueId, hit);
      return hit ?? undefined;
    }
    const vehicle = await this.resolve(attributeValueId);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(attributeValueId, vehicle ?? null);
    return vehicle;
  }

  private async resolve(attributeValueId: number): Promise<FitVehicle | undefined> {
    const resolved = await resolveVehicle(this.database, attributeValueId);
    if (!resolved) return undefined;
    let trimCertain = true;
    let engineCertain = true;
    if (!resolved.certain) {
      const ids = [resolved.nodeIds.trim, resolved.nodeIds.engine].filter((id): id is number => id !== undefined);
      const nodes = await nodesByIds(this.database, ids);
      trimCertain = nodes.find((n) => n.id === resolved.nodeIds.trim)?.certain ?? true;
      engineCertain = nodes.find((n) => n.id === resolved.nodeIds.engine)?.certain ?? true;
    }
    return { ...resolved, trimCertain, engineCertain };
  }
}

/**
 * Which fitment rows (alias `f`) concern the vehicle, and each row's verdict: 2 = FIT, 1 = UNCERTAIN.
 * A vehicle chosen only to its year or make is less specific than any row: its rows are UNCERTAIN.
 * From the model down, a row that names a trim/engine fits when the vehicle has that trim/engine;
 * when the vehicle has not chosen one yet (or vPIC does not tie it to the rest), the row is UNCERTAIN.
 */
export function fitmentMatch(v: FitVehicle, params: SqlParams): { where: string; rank: string } {
  const year = params.add(v.year);
  const years = `f.year_from <= ${year} and f.year_to >= ${year}`;
  if (v.level < 3 || v.modelId === undefined) {
    return { where: v.level === 2 && v.makeId !== undefined ? `f.make_id = ${params.add(v.makeId)} and ${years}` : years, rank: '1' };
  }
  const conditions = [`f.model_id = ${params.add(v.modelId)}`, years];
  const trimKnown = v.trim !== undefined && v.trim !== null;
  const engineKnown = v.engine !== undefined;
  if (trimKnown) conditions.push(`(f.trim is null or f.trim = ${params.add(v.trim)})`);
  if (engineKnown) conditions.push(`(f.engine is null or f.engine = ${params.add(v.engine)})`);
  const trimFits = trimKnown && v.trimCertain;
  const engineFits = engineKnown && v.engineCertain;
  const rank = trimFits && engineFits ? '2' : `case when (f.trim is null or ${trimFits}) and (f.engine is null or ${engineFits}) then 2 else 1 end`;
  return { where: conditions.join(' and '), rank };
}

/**
 * The same verdicts as fitmentMatch, read from the item's own `fit_keys` (alias `i`) for a vehicle chosen
 * to its year, make or model: `fits` keeps the items with a row for it, `rank` is the item's best verdict
 * (2 FIT, 1 UNCERTAIN) among the kept ones, `rankOrNull` also NULL for the others. Undefined once a trim
 * or engine is chosen: those verdicts compare the rows' texts, so they read the fitment rows.
 */
export function fitKeysMatch(v: FitVehicle, params: SqlParams): { fits: string; rank: string; rankOrNull: string } | undefined {
  const has = (key: number) => `i.fit_keys @> array[${params.add(key)}::int]`;
  if (v.level < 3 || v.modelId === undefined) {
    const fits = has(v.level === 2 && v.makeId !== undefined ? fitKey(FIT_KEY_KIND.make, v.makeId, v.year) : fitKey(FIT_KEY_KIND.year, 0, v.year));
    return { fits, rank: '1', rankOrNull: `case when ${fits} then 1 end` };
  }
  if ((v.trim !== undefined && v.trim !== null) || v.engine !== undefined) return undefined;
  // No trim or engine chosen: a row fits for sure only when it names neither (fitmentMatch's rank).
  const fits = has(fitKey(FIT_KEY_KIND.model, v.modelId, v.year));
  const fitsEveryTrim = has(fitKey(FIT_KEY_KIND.modelAllTrims, v.modelId, v.year));
  return { fits, rank: `case when ${fitsEveryTrim} then 2 else 1 end`, rankOrNull: `case when ${fitsEveryTrim} then 2 when ${fits} then 1 end` };
}

/** Item-level status from its best row verdict (`rank`, NULL without rows) and the universal flag. */
export function fitStatusSql(rank: string, universal: string): string {
  return `case when ${universal} or ${rank} = 2 then 'FIT' when ${rank} = 1 then 'UNCERTAIN' else 'NOT_FIT' end`;
}

/** What the response echoes of the vehicle it applied. */
export function appliedVehicle(v: FitVehicle) {
  return {
    attributeValueId: v.attributeValueId,
    level: v.level,
    levelName: LEVEL_NAMES[v.level],
    year: v.year,
    makeId: v.makeId ?? null,
    make: v.makeName ?? null,
    modelId: v.modelId ?? null,
    model: v.modelName ?? null,
    trim: v.trimName ?? null,
    engine: v.engineName ?? null,
    label: [v.year, v.makeName, v.modelName].filter(Boolean).join(' '),
  };
}
