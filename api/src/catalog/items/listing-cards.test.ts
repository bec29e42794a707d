import { guestCart } from '../../cart/cart-test-helpers';
import { cardToken, line, orderBody, orderItems, place } from '../../orders/order-test-helpers';
import { startTestApi, type TestApi } from '../../test-support/test-api';
import { CatalogLookups } from '../lookups';
import type { SearchDeps } from '../search/filter-search';
import { createSearchCache, searchItems } from '../search/search-items';
import type { InternalSort } from '../search/sorts';
import { VehicleResolver } from '../search/vehicle-fit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('listing cards are read once while kept, and again once an order took their stock', async () => {
  const [a, b] = await orderItems(api, 2, 61);
  const deps: SearchDeps = { database: api.database, lookups: new CatalogLookups(api.database), vehicles: new VehicleResolver(api.database), cache: createSearchCache({ cards: true }) };
  const query = jest.spyOn(api.database, 'query');
  // The ids each search's card statement asked for (none when every card was kept).
  const read: unknown[] = [];
  // Each sort is a new answer (the result cache's key), so each asks for its cards.
  const cards = async (sort: InternalSort, ids: number[]) => {
    const before = query.mock.calls.length;
    const { list } = await searchItems(deps, { shopId: 2022, itemIds: ids }, sort, 10);
    read.push(...query.mock.calls.slice(before).filter(([text]) => text.includes('item_images -> 0')).map(([, params]) => params));
    return list;
  };
  try {
    const first = await cards('BEST_SELLING', [a!.itemId]);
    expect(first.map((c) => c.id)).toEqual([a!.itemId]);
    // a is kept: the next answer reads only b's card.
    expect((await cards('LOWEST_PRICE', [a!.itemId, b!.itemId])).map((c) => c.id).sort()).toEqual([a!.itemId, b!.itemId].sort());
    expect(read).toEqual([[[a!.itemId]], [[b!.itemId]]]);

    const res = await place(api, orderBody(await guestCart(api, [line(a!, 2)]), { method: 'stripe', token: await cardToken(api) }));
    expect(res.body.data.order.status).toBe('PAID');
    const after = await cards('HIGHEST_PRICE', [a!.itemId]);
    expect(after[0]!.availableTotal).toBe(first[0]!.availableTotal - 2);
    expect(read).toEqual([[[a!.itemId]], [[b!.itemId]], [[a!.itemId]]]);
  } finally {
    query.mockRestore();
    deps.cache.cards!.close();
  }
});
