import type { Database } from '../db/client';
import { LEVEL, type Level } from './taxonomy-data';
import { nodePath } from './vehicle-nodes';

/** A chosen vehicle (any taxonomy node) spelled out, for fitment checks and display. */
export interface ResolvedVehicle {
  attributeValueId: number;
  /** Deepest chosen level: 1 year … 5 engine. */
  level: Level;
  year: number;
  /** vPIC ids (vehicle_make.id, vehicle_model.id); undefined above their level. */
  makeId?: number;
  modelId?: number;
  /** vPIC trim text; null when the chosen trim is a stand-in ("All Trims", "Other Trims"): the trim is unknown. */
  trim?: string | null;
  /** Engine name such as "1.8L I4". */
  engine?: string;
  makeName?: string;
  modelName?: string;
  /** The trim node's name, stand-ins included. */
  trimName?: string;
  engineName?: string;
  /** Node ids per level (the values of spec §3's year, make, model, trim, engine fields). */
  nodeIds: { year: number; make?: number; model?: number; trim?: number; engine?: number };
  /** False when vPIC does not tie the chosen trim/engine together (fit status UNCERTAIN territory). */
  certain: boolean;
}

/** Spells out the vehicle an attributeValueId names; undefined for an unknown id. */
export async function resolveVehicle(database: Database, attributeValueId: number): Promise<ResolvedVehicle | undefined> {
  const path = await nodePath(database, attributeValueId);
  const deepest = path[path.length - 1];
  const yearNode = path[0];
  if (!deepest || !yearNode || deepest.id !== attributeValueId) return undefined;
  const at = (level: Level) => path.find((n) => n.level === level);
  const make = at(LEVEL.make);
  const model = at(LEVEL.model);
  const trim = at(LEVEL.trim);
  const engine = at(LEVEL.engine);
  return {
    attributeValueId,
    level: deepest.level,
    year: yearNode.year,
    makeId: make?.makeId ?? undefined,
    modelId: model?.modelId ?? undefined,
    trim: trim ? trim.trim : undefined,
    engine: engine?.engine ?? undefined,
    makeName: make?.name,
    modelName: model?.name,
    trimName: trim?.name,
    engineName: engine?.name,
    nodeIds: { year: yearNode.id, make: make?.id, model: model?.id, trim: trim?.id, engine: engine?.id },
    certain: path.every((n) => n.certain),
  };
}
