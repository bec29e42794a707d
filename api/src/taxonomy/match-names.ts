import type { Database } from '../db/client';
import { childByName, childNodes, type NodeRow } from './vehicle-nodes';

export interface VehicleNames {
  year: number | string;
  make: string;
  model: string;
  trim?: string;
  engine?: string;
}

/**
 * Walks Year → Make → Model → Trim → Engine by name (case-insensitive, surrounding spaces ignored)
 * and returns the nodes matched, year first, up to the first name that matches nothing.
 */
export async function matchNames(database: Database, names: VehicleNames): Promise<NodeRow[]> {
  const wanted = [String(names.year), names.make, names.model, names.trim, names.engine];
  const path: NodeRow[] = [];
  let parentId: number | null = null;
  for (const raw of wanted) {
    const name = raw?.trim();
    if (!name) break;
    const node = await childByName(database, parentId, name);
    if (!node) break;
    path.push(node);
    parentId = node.id;
  }
  return path;
}

/**
 * Best-effort walk for a decoded VIN: like matchNames, but without a decoded trim the model's stand-in
 * trim ("All Trims" / "Other Trims") is taken; so is "All Trims" for a decoded trim the model does not
 * list. The engine is picked among the trim's children by `pickEngine`.
 */
export async function matchDecoded(database: Database, names: VehicleNames, pickEngine: (children: NodeRow[]) => NodeRow | undefined): Promise<NodeRow[]> {
  const path = await matchNames(database, { year: names.year, make: names.make, model: names.model, trim: names.trim });
  const model = path[2];
  if (!model) return path;
  let trim = path[3];
  if (!trim) {
    const trims = await childNodes(database, model.id);
    trim = trims.find((n) => n.trim === null);
    const named = trims.some((n) => n.trim !== null);
    if (!trim || (names.trim && named)) return path;
    path.push(trim);
  }
  const engine = pickEngine(await childNodes(database, trim.id));
  if (engine) path.push(engine);
  return path;
}
