import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { marketColumns, type ShopId } from '../catalog/shop-prices';

/** What a cart change needs to know about an item in this market. */
export interface CartItemFacts {
  id: number;
  skuId: number;
  /** This market's status (us_status or ca_status). */
  status: string;
  availableTotal: number;
}

/** Plain SQL rows from a transaction or the database (both drivers answer `{ rows }`). */
export async function sqlRows<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `$1, $2, …` for an `in (…)` list. */
const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The items of `ids` with their SKU, this market's status and the stock (ids that are no item are left out). */
export async function cartItemFacts(executor: Executor, ids: readonly number[], shopId: ShopId): Promise<Map<number, CartItemFacts>> {
  if (ids.length === 0) return new Map();
  const market = marketColumns(shopId);
  const rows = await sqlRows<CartItemFacts>(
    executor,
    sql`select id::int as id, sku_id::int as "skuId", ${sql.raw(market.status)} as status, available_total as "availableTotal"
        from item where id in (${idList(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), skuId: Number(r.skuId), availableTotal: Number(r.availableTotal) }]));
}

/** The item ids of each bundle of `ids` (ids that are no bundle are left out). */
export async function bundleMembers(executor: Executor, ids: readonly number[]): Promise<Map<number, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlRows<{ id: number; itemIds: number[] }>(
    executor,
    sql`select id, item_ids as "itemIds" from bundle where id in (${idList(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.itemIds.map(Number)]));
}
