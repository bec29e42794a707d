import type { Database } from '../db/client';
import { badRequest } from '../http/envelope';
import { VEHICLE_REMOVED_MESSAGE } from '../taxonomy/routes';
import { LEVEL } from '../taxonomy/taxonomy-data';
import { MAX_NODE_ID, nodePath, type NodeRow } from '../taxonomy/vehicle-nodes';
import { invalidVinMessage, normalizeVin, vinSyntaxProblem } from '../taxonomy/vin-rules';

/** Spec §5: a vehicle is saved only if year, make and model are present. */
export const VEHICLE_INCOMPLETE = 'Please select the year, make and model of your vehicle';

const LEVEL_KEYS = ['year', 'make', 'model', 'trim', 'engine'] as const;
type LevelKey = (typeof LEVEL_KEYS)[number];

/** What the storefront sends about a vehicle (ids as text, names optional). */
export type VehicleInput = Partial<Record<LevelKey | `${LevelKey}Name` | 'attributeValueId', string>>;

/**
 * A vehicle checked against the taxonomy, spelled out with node ids and names per level (kept with a
 * garage vehicle as it was when saved) and the vPIC make and model ids.
 */
export interface VehicleSnapshot {
  attributeValueId: number;
  level: number;
  yearId: number;
  yearName: string;
  makeNodeId: number;
  makeName: string;
  modelNodeId: number;
  modelName: string;
  trimNodeId: number | null;
  trimName: string | null;
  engineNodeId: number | null;
  engineName: string | null;
  makeId: number;
  modelId: number;
}

const removed = (field: string) => badRequest(VEHICLE_REMOVED_MESSAGE, [{ field, message: VEHICLE_REMOVED_MESSAGE }]);

/** '' / absent → undefined; digits → the id; anything else → 400 naming the field. */
export function parseNodeId(raw: string | undefined, field: string): number | undefined {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0') return undefined;
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(id >= 1 && id <= MAX_NODE_ID)) throw badRequest(`${field} must be a numeric id`, [{ field, message: 'must be a numeric id' }]);
  return id;
}

/** True when the input names any vehicle field (an edit that changes the vehicle). */
export function mentionsVehicle(input: VehicleInput): boolean {
  return (['attributeValueId', ...LEVEL_KEYS, ...LEVEL_KEYS.map((k) => `${k}Name` as const)] as const).some((k) => (input[k] ?? '').trim() !== '');
}

/**
 * Resolves the deepest chosen node (attributeValueId) and checks the rest of the input against it
 * (spec §5): every id and name the storefront sent must be the one of that level, and the vehicle
 * must reach the model. An unknown node, or one whose path no longer matches the names (the
 * taxonomy was rebuilt), gets the spec's "vehicle model has been removed" message.
 */
export async function checkVehicle(database: Database, input: VehicleInput): Promise<VehicleSnapshot> {
  const attributeValueId = parseNodeId(input.attributeValueId, 'attributeValueId');
  if (attributeValueId === undefined) throw badRequest(VEHICLE_INCOMPLETE, [{ field: 'attributeValueId', message: VEHICLE_INCOMPLETE }]);
  const path = await nodePath(database, attributeValueId);
  const at = (level: number): NodeRow | undefined => path.find((n) => n.level === level);
  const deepest = path[path.length - 1];
  if (!deepest || deepest.id !== attributeValueId) throw removed('attributeValueId');
  if (deepest.level < LEVEL.model) throw badRequest(VEHICLE_INCOMPLETE, [{ field: 'model', message: VEHICLE_INCOMPLETE }]);

  LEVEL_KEYS.forEach((key, index) => {
    const node = at(index + 1);
    const id = parseNodeId(input[key], key);
    if (id !== undefined && node?.id !== id) throw removed(key);
    const name = input[`${key}Name`]?.trim();
    if (name && node?.name.toLowerCase() !== name.toLowerCase()) throw removed(`${key}Name`);
  });
  const year = at(LEVEL.year);
  const make = at(LEVEL.make);
  const model = at(LEVEL.model);
  if (!year || !make || !model || make.makeId === null || model.modelId === null) {
    throw badRequest(VEHICLE_INCOMPLETE, [{ field: 'model', message: VEHICLE_INCOMPLETE }]);
  }
  const trim = at(LEVEL.trim);
  const engine = at(LEVEL.engine);
  return {
    attributeValueId,
    level: deepest.level,
    yearId: year.id,
    yearName: year.name,
    makeNodeId: make.id,
    makeName: make.name,
    modelNodeId: model.id,
    modelName: model.name,
    trimNodeId: trim?.id ?? null,
    trimName: trim?.name ?? null,
    engineNodeId: engine?.id ?? null,
    engineName: engine?.name ?? null,
    makeId: make.makeId,
    modelId: model.modelId,
  };
}

/** undefined when not sent, null for '' (no VIN), else the normalised VIN or a 400 at `vin`. */
export function parseVin(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  const vin = normalizeVin(raw);
  if (!vin) return null;
  const problem = vinSyntaxProblem(vin);
  if (problem) {
    const message = invalidVinMessage(vin, problem);
    throw badRequest(message, [{ field: 'vin', message }]);
  }
  return vin;
}
