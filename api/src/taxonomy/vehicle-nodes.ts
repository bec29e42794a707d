import type { Database } from '../db/client';
import type { TaxonomyNode } from './taxonomy-data';

/** A vehicle_node row as the routes use it: the same shape the derivation produces. */
export type NodeRow = TaxonomyNode;

/** Node ids are PostgreSQL integers: a larger number can name no node (and must not reach the query). */
export const MAX_NODE_ID = 2_147_483_647;

const COLUMNS = `id, level::int as level, parent_id as "parentId", name, year::int as year, make_id as "makeId",
  model_id as "modelId", trim, engine, certain`;

export async function nodeById(database: Database, id: number): Promise<NodeRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_NODE_ID) return undefined;
  const rows = await database.query<NodeRow>(`select ${COLUMNS} from vehicle_node where id = $1`, [id]);
  return rows[0];
}

export async function nodesByIds(database: Database, ids: number[]): Promise<NodeRow[]> {
  const valid = ids.filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_NODE_ID);
  if (valid.length === 0) return [];
  return database.query<NodeRow>(`select ${COLUMNS} from vehicle_node where id = any($1::int[])`, [valid]);
}

/** Children in display order (ids follow it: years newest first, names A–Z). */
export async function childNodes(database: Database, parentId: number | null): Promise<NodeRow[]> {
  return parentId === null
    ? database.query<NodeRow>(`select ${COLUMNS} from vehicle_node where parent_id is null order by id`)
    : database.query<NodeRow>(`select ${COLUMNS} from vehicle_node where parent_id = $1 order by id`, [parentId]);
}

/**
 * The distinct names of the make nodes (level 2), each at its first node: ids follow display order
 * (years newest first, makes A–Z), so this is the years' make lists joined with repeats left out.
 */
export async function makeNames(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(`select name from vehicle_node where level = 2 group by name order by min(id)`);
  return rows.map((r) => r.name);
}

/** The child of `parentId` (or the year node when null) with this name, compared case-insensitively. */
export async function childByName(database: Database, parentId: number | null, name: string): Promise<NodeRow | undefined> {
  const rows =
    parentId === null
      ? await database.query<NodeRow>(`select ${COLUMNS} from vehicle_node where parent_id is null and lower(name) = lower($1) order by id limit 1`, [name])
      : await database.query<NodeRow>(`select ${COLUMNS} from vehicle_node where parent_id = $1 and lower(name) = lower($2) order by id limit 1`, [
          parentId,
          name,
        ]);
  return rows[0];
}

/** The node and its ancestors, year first. */
export async function nodePath(database: Database, id: number): Promise<NodeRow[]> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_NODE_ID) return [];
  const rows = await database.query<NodeRow>(
    `with recursive path as (
       select * from vehicle_node where id = $1
       union all
       select v.* from vehicle_node v join path p on v.id = p.parent_id
     )
     select ${COLUMNS} from path order by level`,
    [id],
  );
  return rows;
}
