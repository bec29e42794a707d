import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const scene = (name: string, body?: unknown, shopId?: 2022 | 2023) => api.post('/search-pro/public/recommend/scene/items', { query: { scene: name }, body, shopId });
const percentOff = (i: any) => (i.originalPrice.cent - i.discountPrice.cent) / i.originalPrice.cent;

describe('POST /search-pro/public/recommend/scene/items', () => {
  it('HOME_TOP_DEALS: of each category the best-selling purchasable item at least 20% off, biggest discount first', async () => {
    const res = await scene('HOME_TOP_DEALS', { size: 20 });
    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(res.body.data.scene).toBe('HOME_TOP_DEALS');
    expect(list).toHaveLength(20);
    expect(list.every((i: any) => percentOff(i) >= 0.2 && ['ON_SHELVES', 'UNDER_STOCK'].includes(i.status))).toBe(true);
    for (let k = 1; k < list.length; k++) expect(percentOff(list[k - 1])).toBeGreaterThanOrEqual(percentOff(list[k]));
    expect(new Set(list.map((i: any) => i.categoryId)).size).toBe(list.length);
    const sellers = await api.database.query<{ categoryId: number; sales: number }>(
      `select category_id as "categoryId", max(sales) as sales from item
       where us_status in ('ON_SHELVES', 'UNDER_STOCK') and (us_original_price - us_discount_price) * 100 >= 20 * us_original_price group by category_id`,
    );
    const bestSeller = new Map(sellers.map((b) => [b.categoryId, b.sales]));
    for (const i of list) expect(i.sales).toBe(bestSeller.get(i.categoryId));
    // Varied markdowns, not one badge repeated down the strip.
    expect(new Set(list.map((i: any) => Math.floor(percentOff(i) * 100))).size).toBeGreaterThan(6);
  });

  it('HOME_TOP_DEALS for a vehicle: still one part of each category', async () => {
    const [node] = await api.database.query<{ id: number }>(
      `select n.id from vehicle_node n join fitment f on f.model_id = n.model_id and n.year between f.year_from and f.year_to
       where n.level = 3 group by n.id order by count(*) desc limit 1`,
    );
    const list = (await scene('HOME_TOP_DEALS', { size: 12, attributeValueId: node!.id })).body.data.list;
    expect(list.length).toBeGreaterThan(3);
    expect(new Set(list.map((i: any) => i.categoryId)).size).toBe(list.length);
    expect(list.every((i: any) => ['FIT', 'UNCERTAIN'].includes(i.fitStatus))).toBe(true);
  });

  it('HOME_RECOMMEND: best sellers, 12 by default, without a body too', async () => {
    const list = (await api.post('/search-pro/public/recommend/scene/items', { query: { scene: 'HOME_RECOMMEND' } })).body.data.list;
    expect(list).toHaveLength(12);
    for (let k = 1; k < list.length; k++) expect(list[k - 1].sales).toBeGreaterThanOrEqual(list[k].sales);
  });

  it('PRODUCT_RELATED: same category, not the item itself, fitting the vehicle when given', async () => {
    const [item] = await api.database.query<{ id: number; categoryId: number; node: number }>(
      `select i.id::int as id, i.category_id as "categoryId", n.id as node from item i join fitment f on f.item_id = i.id
       join vehicle_node n on n.level = 3 and n.model_id = f.model_id and n.year = f.year_from
       where i.us_status = 'ON_SHELVES' and f.trim is null and f.engine is null order by i.id limit 1`,
    );
    const list = (await scene('PRODUCT_RELATED', { itemId: item!.id, size: 50 })).body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i: any) => i.categoryId === item!.categoryId && i.id !== item!.id)).toBe(true);
    const fitting = (await scene('PRODUCT_RELATED', { itemId: item!.id, attributeValueId: item!.node, size: 50 })).body.data.list;
    expect(fitting.every((i: any) => ['FIT', 'UNCERTAIN'].includes(i.fitStatus))).toBe(true);
    expect(fitting.length).toBeLessThanOrEqual(list.length);
  });

  it('CART_ADD_ON: cheap discounted items, in CAD for Canada', async () => {
    const list = (await scene('CART_ADD_ON', {}, 2023)).body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i: any) => i.discountPrice.cent <= 5000 && i.discountPrice.currency === 'CAD' && i.discountPrice.cent < i.originalPrice.cent)).toBe(true);
  });

  it.each([
    [{ scene: 'HOME' }, {}, 400, /^scene must be one of HOME_TOP_DEALS, HOME_RECOMMEND, PRODUCT_RELATED, CART_ADD_ON$/],
    [{}, {}, 400, /^scene is required$/],
    [{ scene: 'PRODUCT_RELATED' }, {}, 400, /^itemId is required for the PRODUCT_RELATED scene$/],
    [{ scene: 'PRODUCT_RELATED' }, { itemId: 12 }, 404, /^No product with id 12$/],
    [{ scene: 'HOME_RECOMMEND' }, { size: 51 }, 400, /^size must be <= 50$/],
    [{ scene: 'HOME_RECOMMEND' }, { color: 'red' }, 400, /^color is not an allowed field$/],
  ])('%j %j → %i', async (query, body, status, message) => {
    const res = await api.post('/search-pro/public/recommend/scene/items', { query, body });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });
});

describe('GET /search-pro/public/bundle/list', () => {
  it('lists the bundles holding an item with their items and prices', async () => {
    const [bundle] = await api.database.query<{ id: number; itemIds: number[]; discountPercent: number }>(
      `select b.id, b.item_ids as "itemIds", b.discount_percent::int as "discountPercent" from bundle b
       where not exists (select 1 from jsonb_array_elements_text(b.item_ids) x join item i on i.id = x::bigint where i.us_status <> 'ON_SHELVES')
       order by b.id limit 1`,
    );
    const res = await api.get('/search-pro/public/bundle/list', { query: { itemId: bundle!.itemIds[0]! } });
    expect(res.status).toBe(200);
    const found = res.body.data.find((b: any) => b.id === bundle!.id);
    expect(found.items.map((i: any) => i.id)).toEqual(bundle!.itemIds);
    const total = found.items.reduce((s: number, i: any) => s + i.discountPrice.cent, 0);
    expect(found.originalTotal).toEqual({ cent: total, currency: 'USD', precision: 2 });
    // The sum of each member's rounded bundle price: what the cart and the order charge.
    const perItem = found.items.reduce((s: number, i: any) => s + Math.round((i.discountPrice.cent * (100 - bundle!.discountPercent)) / 100), 0);
    expect(found.bundlePrice.cent).toBe(perItem);
    expect(Math.abs(found.bundlePrice.cent - (total * (100 - bundle!.discountPercent)) / 100)).toBeLessThanOrEqual(found.items.length);
  });

  it('is empty for an item without bundles, 404 for an unknown item, 400 without itemId', async () => {
    const [lonely] = await api.database.query<{ id: number }>(
      `select id::int as id from item i where us_status = 'ON_SHELVES' and not exists (select 1 from bundle b where b.item_ids @> to_jsonb(array[i.id])) order by id limit 1`,
    );
    expect((await api.get('/search-pro/public/bundle/list', { query: { itemId: lonely!.id } })).body.data).toEqual([]);
    expect((await api.get('/search-pro/public/bundle/list', { query: { itemId: 5 } })).status).toBe(404);
    const missing = await api.get('/search-pro/public/bundle/list');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('itemId is required');
  });
});
