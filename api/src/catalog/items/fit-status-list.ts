import type { Database } from '../../db/client';
import { SqlParams } from '../search/sql-params';
import { appliedVehicle, fitmentMatch, fitStatusSql, type FitStatus, type FitVehicle } from '../search/vehicle-fit';

/**
 * Fit status of several items for one vehicle, in one statement (the storefront's fit badges on a
 * results page refresh with it when the shopper changes vehicle). Same rule as search and the item
 * page: universal parts FIT, otherwise the best fitment row decides, no row NOT_FIT. Ids that are no
 * item are left out.
 */
export async function fitStatusList(database: Database, itemIds: readonly number[], vehicle: FitVehicle | undefined) {
  const params = new SqlParams();
  const ids = params.add(itemIds as number[]);
  let status = `'EMPTY'`;
  if (vehicle) {
    const match = fitmentMatch(vehicle, params);
    const best = `(select max(${match.rank}) from fitment f where f.item_id = i.id and ${match.where})`;
    status = fitStatusSql(best, 'i.vehicle_universal');
  }
  const rows = await database.query<{ itemId: number; fitStatus: FitStatus }>(
    `select i.id::int as "itemId", ${status} as "fitStatus" from item i where i.id = any(${ids}::bigint[]) order by i.id`,
    params.values,
  );
  return { vehicle: vehicle ? appliedVehicle(vehicle) : null, list: rows };
}
