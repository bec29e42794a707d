import { startTestApi, type TestApi } from '../../test-support/test-api';
import { CatalogLookups } from '../lookups';
import type { SearchDeps } from './filter-search';
import { postgresItemIndex, type ItemIndex } from './item-index';
import { createSearchCache, searchItems } from './search-items';
import { VehicleResolver } from './vehicle-fit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The live index, counting what it is asked. */
function countingIndex(index: ItemIndex) {
  const calls = { rank: 0, pool: 0 };
  const counted: ItemIndex = {
    rank: (...args) => (calls.rank++, index.rank(...args)),
    pool: (...args) => (calls.pool++, index.pool(...args)),
  };
  return { calls, counted };
}

it("a keyword's universal parts: one top-n statement the first time, a pool from the second, which then answers every price range alone", async () => {
  const { calls, counted } = countingIndex(postgresItemIndex(api.database));
  const vehicles = new VehicleResolver(api.database);
  const deps: SearchDeps = { database: api.database, lookups: new CatalogLookups(api.database), vehicles, cache: createSearchCache(), index: counted };
  const [{ id }] = (await api.database.query<{ id: number }>('select id from vehicle_node where level = 3 order by id limit 1')) as [{ id: number }];
  const vehicle = await vehicles.require(id);
  const filter = (minPrice: number) => ({ shopId: 2022 as const, vehicle, fitOnly: true, text: { mode: 'fts' as const, value: 'light' }, minPrice });

  await searchItems(deps, filter(100), 'BEST_MATCH', 24);
  expect(calls).toEqual({ rank: 2, pool: 0 }); // the vehicle's half and the universal half
  const second = await searchItems(deps, filter(200), 'BEST_MATCH', 24);
  expect(calls).toEqual({ rank: 3, pool: 1 });
  await searchItems(deps, filter(300), 'BEST_MATCH', 24);
  expect(calls).toEqual({ rank: 4, pool: 1 }); // only the vehicle's half asks the database now

  const reference = await searchItems({ ...deps, cache: createSearchCache({ pools: false }), index: postgresItemIndex(api.database) }, filter(200), 'BEST_MATCH', 24);
  expect(second).toEqual(reference);
  expect(second.list.some((item) => item.vehicleUniversal)).toBe(true);
});
