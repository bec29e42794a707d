import type { Database } from '../../db/client';
import { notFound } from '../../http/envelope';
import { UNPUBLISHED_STATUSES } from '../generate/statuses';
import { marketColumns, type ShopId } from '../shop-prices';

const UNPUBLISHED = UNPUBLISHED_STATUSES.map((s) => `'${s}'`).join(', ');

/** The item's id and universal flag when it has a public page in this shop; a 404 otherwise. */
export async function requirePublishedItem(database: Database, itemId: number, shopId: ShopId): Promise<{ id: number; vehicleUniversal: boolean; categoryId: number }> {
  const rows = await database.query<{ id: number; vehicleUniversal: boolean; categoryId: number }>(
    `select id::int as id, vehicle_universal as "vehicleUniversal", category_id as "categoryId" from item
     where id = $1 and ${marketColumns(shopId).status} not in (${UNPUBLISHED})`,
    [itemId],
  );
  if (!rows[0]) throw notFound(`No product with id ${itemId}`);
  return rows[0];
}
