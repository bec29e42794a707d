import { startTestApi, type TestApi } from '../../test-support/test-api';
import { referenceItemQuery } from '../../test-support/reference-search';
import { CatalogLookups } from '../lookups';
import type { ShopId } from '../shop-prices';
import { PRICE_BOUNDS } from './facets';
import type { SearchDeps } from './filter-search';
import { postgresItemIndex } from './item-index';
import type { ItemFilter } from './item-query';
import { createSearchCache, searchItems } from './search-items';
import { SORTS } from './sorts';
import { VehicleResolver, type FitVehicle } from './vehicle-fit';

/**
 * The live search (fit_keys on the item row) against the filtered-items SQL it replaced (fitment rows
 * read per query, src/test-support/reference-search.ts, and every universal half a statement), the live one with its universal pools
 * (universal-pool.ts), both through searchItems with fresh caches: keywords × vehicles at every level × facets × the
 * six sorts × pages must give the same items in the same order with the same fit statuses, the same
 * total and the same facet counts.
 */
let api: TestApi;
let deps: SearchDeps;
beforeAll(async () => {
  api = await startTestApi();
  deps = { database: api.database, lookups: new CatalogLookups(api.database), vehicles: new VehicleResolver(api.database), cache: createSearchCache() };
});
afterAll(() => api.close());

/** Per level, the taxonomy nodes whose vehicle most fitment rows concern (so the answers are not empty). */
async function busiestNodes(level: number, count: number): Promise<number[]> {
  const match =
    level === 1 ? 'true' : level === 2 ? 'f.make_id = n.make_id' : 'f.model_id = n.model_id and (n.trim is null or f.trim is null or f.trim = n.trim) and (n.engine is null or f.engine is null or f.engine = n.engine)';
  const rows = await api.database.query<{ id: number }>(
    `select n.id from vehicle_node n
     where n.level = $1 and n.id in (select id from vehicle_node where level = $1 order by id limit 400)
     order by (select count(*) from fitment f where ${match} and n.year between f.year_from and f.year_to) desc, n.id limit $2`,
    [level, count],
  );
  return rows.map((r) => r.id);
}

it('answers a few hundred searches exactly as the reference SQL does', async () => {
  const started = performance.now();
  const vehicles: (FitVehicle | undefined)[] = [undefined];
  for (const [level, count] of [[1, 2], [2, 2], [3, 3], [4, 2], [5, 2]] as const) {
    for (const id of await busiestNodes(level, count)) vehicles.push(await deps.vehicles.require(id));
  }
  expect(vehicles.filter((v) => v?.level === 5)).toHaveLength(2);
  const [{ brandId, categoryId }] = await api.database.query<{ brandId: number; categoryId: number }>(
    "select brand_id as \"brandId\", category_id as \"categoryId\" from item where us_status = 'ON_SHELVES' group by 1, 2 order by count(*) desc limit 1",
  ) as [{ brandId: number; categoryId: number }];
  const keywords = [undefined, 'brake', 'headlight bulb', 'led -fog'];

  let compared = 0;
  let withVehicleHits = 0;
  let k = 0;
  for (const vehicle of vehicles) {
    for (const keyword of keywords) {
      for (const sort of SORTS) {
        k++;
        const shopId: ShopId = k % 4 === 0 ? 2023 : 2022;
        const filter: ItemFilter = {
          shopId,
          vehicle,
          fitOnly: vehicle ? k % 5 !== 0 : false,
          text: keyword ? { mode: 'fts', value: keyword } : undefined,
          brandIds: k % 3 === 0 ? [brandId] : undefined,
          categoryIds: k % 7 === 0 ? [categoryId] : undefined,
          minPrice: k % 4 === 1 ? PRICE_BOUNDS[0] : undefined,
          maxPrice: k % 6 === 2 ? PRICE_BOUNDS[3] : undefined,
        };
        const size = 12;
        const offset = (k % 3) * size;
        const live = await searchItems({ ...deps, cache: createSearchCache({ poolOnFirstAsk: true }) }, filter, sort, size, offset);
        // The reference ranks the universal half in SQL too (no pools): the pools' own filtering and counting is compared.
        const reference = await searchItems({ ...deps, cache: createSearchCache({ pools: false }), index: postgresItemIndex(api.database, referenceItemQuery) }, filter, sort, size, offset);
        const label = JSON.stringify({ vehicle: vehicle?.attributeValueId, level: vehicle?.level, keyword, sort, offset, brand: filter.brandIds, category: filter.categoryIds, fitOnly: filter.fitOnly });
        const answer = (r: typeof live) => ({ label, hits: r.list.map((i) => [i.id, i.fitStatus]), total: r.total, facets: r.facets });
        expect(answer(live)).toEqual(answer(reference));
        compared++;
        if (vehicle && live.total > 0) withVehicleHits++;
      }
    }
  }
  expect(compared).toBe(vehicles.length * keywords.length * SORTS.length);
  // The comparison means something only if the vehicle searches find items.
  expect(withVehicleHits).toBeGreaterThan(compared / 2);
  console.log(`search equivalence: ${compared} searches compared in ${Math.round(performance.now() - started)} ms`);
});

describe('item.fit_keys upkeep', () => {
  const mismatches = async () =>
    (await api.database.query<{ n: number }>('select count(*)::int as n from item where fit_keys is distinct from item_fit_keys(id)'))[0]!.n;

  it('the loader wrote the same keys as the SQL encoder reads from the fitment rows', async () => {
    const [{ n }] = await api.database.query<{ n: number }>("select count(*)::int as n from item where fit_keys <> '{}'") as [{ n: number }];
    expect(n).toBeGreaterThan(100);
    expect(await mismatches()).toBe(0);
  });

  it('follows fitment rows as they are added, moved and removed', async () => {
    const [item] = await api.database.query<{ id: number; modelId: number; makeId: number; year: number }>(
      `select i.id::int as id, m.model_id as "modelId", m.make_id as "makeId", m.year::int as year
       from item i cross join lateral (select * from vehicle_node where level = 3 order by id limit 1) m
       where not i.vehicle_universal and i.us_status = 'ON_SHELVES' and not exists (select 1 from fitment f where f.item_id = i.id and f.model_id = m.model_id)
       order by i.id limit 1`,
    ) as [{ id: number; modelId: number; makeId: number; year: number }];
    const [{ id: modelNode }] = await api.database.query<{ id: number }>('select id from vehicle_node where level = 3 order by id limit 1') as [{ id: number }];
    const fits = async () => {
      const vehicle = await deps.vehicles.require(modelNode);
      const result = await searchItems({ ...deps, cache: createSearchCache() }, { shopId: 2022, vehicle, fitOnly: true, itemIds: [item.id] }, 'BEST_SELLING', 10);
      return result.list.map((i) => i.fitStatus);
    };
    expect(await fits()).toEqual([]);
    await api.database.query('insert into fitment (item_id, make_id, model_id, year_from, year_to, trim, engine) values ($1, $2, $3, $4, $4, null, null)', [item.id, item.makeId, item.modelId, item.year]);
    try {
      expect(await mismatches()).toBe(0);
      expect(await fits()).toEqual(['FIT']);
      await api.database.query("update fitment set trim = 'Crafted Trim' where item_id = $1 and model_id = $2", [item.id, item.modelId]);
      expect(await fits()).toEqual(['UNCERTAIN']);
      await api.database.query('update fitment set model_id = model_id + 1000000 where item_id = $1 and model_id = $2', [item.id, item.modelId]);
      expect(await mismatches()).toBe(0);
      expect(await fits()).toEqual([]);
    } finally {
      await api.database.query('delete from fitment where item_id = $1 and model_id in ($2, $2 + 1000000)', [item.id, item.modelId]);
    }
    expect(await mismatches()).toBe(0);
    expect(await fits()).toEqual([]);
  });
});
