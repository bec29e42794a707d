import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PATH = '/search-pro/public/items/filter-search';
type Query = Record<string, string | number | boolean | undefined>;
const search = (query: Query = {}, shopId?: 2022 | 2023) => api.get(PATH, { query, shopId });
const sum = (list: { count: number }[]) => list.reduce((s, x) => s + x.count, 0);
const ids = (body: any): number[] => body.data.list.map((i: any) => i.id);
const one = async <T>(sql: string, params: unknown[] = []) => (await api.database.query<T>(sql, params))[0]!;

describe('GET /search-pro/public/items/filter-search', () => {
  it('lists every US-listed item with facets that add up to the total', async () => {
    const res = await search({ size: 24 });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const { n } = await one<{ n: number }>("select count(*)::int n from item where us_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT')");
    expect(d.total).toBe(n);
    expect(d.list).toHaveLength(24);
    expect([d.page, d.size]).toEqual([1, 24]);
    expect(sum(d.facets.categories)).toBe(d.total);
    expect(sum(d.facets.brands)).toBe(d.total);
    expect(sum(d.facets.prices)).toBe(d.total);
    expect(d.facets.fit).toEqual({ FIT: 0, UNCERTAIN: 0, NOT_FIT: 0, EMPTY: d.total });
    expect(d.facets.prices.map((p: any) => [p.min, p.max])).toEqual([[0, 2500], [2500, 5000], [5000, 10000], [10000, 20000], [20000, 50000], [50000, null]]);
    expect(d.list.every((i: any) => i.fitStatus === 'EMPTY' && i.currency === 'USD' && i.discountPrice.currency === 'USD')).toBe(true);
    expect(d).not.toHaveProperty('didYouMean');
    const card = d.list[0];
    expect(card).toMatchObject({ urlHandle: expect.any(String), brand: { name: expect.any(String) }, mainImage: { isMain: true, index: 0 } });
    expect(card.discountPrice).toEqual({ cent: expect.any(Number), currency: 'USD', precision: 2 });
  });

  it('facet counts equal the totals of the same search narrowed by that facet', async () => {
    const d = (await search({ keyword: 'lights', size: 1 })).body.data;
    const brand = d.facets.brands[0];
    const category = d.facets.categories[1] ?? d.facets.categories[0];
    expect((await search({ keyword: 'lights', brandIds: brand.id, size: 1 })).body.data.total).toBe(brand.count);
    expect((await search({ keyword: 'lights', categoryIds: category.id, size: 1 })).body.data.total).toBe(category.count);
    const range = d.facets.prices.find((p: any) => p.count > 0 && p.max !== null);
    expect((await search({ keyword: 'lights', minPrice: range.min, maxPrice: range.max - 1, size: 1 })).body.data.total).toBe(range.count);
  });

  it('never lists drafts, deleted or off-shelves items', async () => {
    const hidden = await api.database.query<{ id: number; title: string; status: string }>(
      `select distinct on (us_status) id::int as id, title, us_status as status from item
       where us_status in ('DRAFT', 'DELETED', 'OFF_SHELVES') order by us_status, id`,
    );
    expect(hidden.map((h) => h.status).sort()).toEqual(['DELETED', 'DRAFT', 'OFF_SHELVES']);
    for (const item of hidden) {
      const d = (await search({ keyword: item.title, size: 100 })).body.data;
      expect(ids({ data: d })).not.toContain(item.id);
    }
    const all = await api.database.query<{ id: number }>(
      `select id::int as id from item where us_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT') order by sales desc, id limit 100`,
    );
    expect(ids((await search({ sort: 'BEST_SELLING', size: 100 })).body)).toEqual(all.map((r) => r.id));
  });

  it('ranks keyword matches in the title above matches in the subtitle only', async () => {
    const d = (await search({ keyword: 'ceramic brake pads', size: 100 })).body.data;
    expect(d.total).toBeGreaterThan(5);
    const inTitle = d.list.map((i: any) => /ceramic/i.test(i.title) && /brake/i.test(i.title) && /pads/i.test(i.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle).toContain(false); // rotors mention "ceramic brake pads" in their subtitle
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
    expect(d.facets.categories.map((c: any) => c.urlHandle)).toContain('brake-pads');
  });

  const sortKeys: Record<string, (i: any) => number[]> = {
    BEST_MATCH: (i) => [-i.sales, i.id],
    BEST_SELLING: (i) => [-i.sales, i.id],
    LOWEST_PRICE: (i) => [i.discountPrice.cent, i.id],
    HIGHEST_PRICE: (i) => [-i.discountPrice.cent, i.id],
    BEST_RATING: (i) => [-i.ratingValue, -i.reviewCount, i.id],
    MOST_REVIEWS: (i) => [-i.reviewCount, -i.ratingValue, i.id],
  };
  const compare = (a: number[], b: number[]) => a.reduce((r, x, k) => r || Math.sign(x - b[k]!), 0);

  it.each(Object.keys(sortKeys))('orders %s correctly (ties broken by id)', async (sort) => {
    const res = await search({ sort, size: 60, categoryIds: 100 });
    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(list.length).toBe(60);
    for (let k = 1; k < list.length; k++) expect(compare(sortKeys[sort]!(list[k - 1]), sortKeys[sort]!(list[k]))).toBeLessThan(0);
  });

  it('uses discountMinPrice (the current price) for the price sorts, in the shop currency', async () => {
    const cheapest = await one<{ id: number; cent: number }>(
      `select id::int as id, ca_discount_price as cent from item where ca_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT')
       order by ca_discount_price, id limit 1`,
    );
    const first = (await search({ sort: 'LOWEST_PRICE', size: 1 }, 2023)).body.data.list[0];
    expect(first.id).toBe(cheapest.id);
    expect(first.discountPrice).toEqual({ cent: cheapest.cent, currency: 'CAD', precision: 2 });
  });

  it('pages stably: consecutive pages are the first 2n results, repeatable', async () => {
    const q = { keyword: 'light', sort: 'LOWEST_PRICE' };
    const [p1, p2, both, again] = await Promise.all([
      search({ ...q, page: 1, size: 10 }),
      search({ ...q, page: 2, size: 10 }),
      search({ ...q, page: 1, size: 20 }),
      search({ ...q, page: 2, size: 10 }),
    ]);
    expect([...ids(p1.body), ...ids(p2.body)]).toEqual(ids(both.body));
    expect(ids(again.body)).toEqual(ids(p2.body));
    const beyond = await search({ ...q, page: 100, size: 100 });
    expect(beyond.body.data.list).toEqual([]);
    expect(beyond.body.data.total).toBe(p1.body.data.total);
  });

  it('filters by brand, category (a department covers its leaves), collection and price', async () => {
    const lighting = (await search({ categoryIds: 100, size: 100 })).body.data;
    const leaves = (await one<{ ids: number[] }>('select array_agg(id) as ids from category where parent_id = 100')).ids;
    expect(lighting.total).toBeGreaterThan(0);
    expect(lighting.list.every((i: any) => leaves.includes(i.categoryId))).toBe(true);
    const leafTotals = await Promise.all(leaves.map(async (id) => (await search({ categoryIds: id, size: 1 })).body.data.total));
    expect(leafTotals.reduce((s, n) => s + n, 0)).toBe(lighting.total);

    const twoBrands = (await search({ brandIds: '1,2', size: 100 })).body.data;
    expect(twoBrands.total).toBeGreaterThan(0);
    expect(twoBrands.list.every((i: any) => [1, 2].includes(i.brand.id))).toBe(true);

    const deals = (await search({ collectionIds: 1, size: 100 })).body.data; // "Deals" and its children
    const dealIds = await api.database.query<{ id: number }>(
      "select id::int as id from item where collection_id in (1, 2, 3, 4) and us_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT')",
    );
    expect(deals.total).toBe(dealIds.length);

    const band = (await search({ minPrice: 5000, maxPrice: 9999, size: 100, sort: 'HIGHEST_PRICE' })).body.data;
    expect(band.total).toBeGreaterThan(0);
    expect(band.list.every((i: any) => i.discountPrice.cent >= 5000 && i.discountPrice.cent <= 9999)).toBe(true);
    expect((await search({ categoryIds: 999999, size: 1 })).body.data.total).toBe(0);
  });

  it('shows Canadian prices, currency and statuses with X-SHOP-ID 2023', async () => {
    const item = await one<{ id: number; title: string; ca: number; caOriginal: number }>(
      `select id::int as id, title, ca_discount_price as ca, ca_original_price as "caOriginal" from item
       where us_status = 'ON_SHELVES' and ca_status = 'ON_SHELVES' and ca_discount_price < ca_original_price order by id limit 1`,
    );
    const ca = (await search({ keyword: item.title, size: 100 }, 2023)).body.data.list.find((i: any) => i.id === item.id);
    expect(ca.discountPrice).toEqual({ cent: item.ca, currency: 'CAD', precision: 2 });
    expect(ca.originalPrice).toEqual({ cent: item.caOriginal, currency: 'CAD', precision: 2 });
    expect(ca.currency).toBe('CAD');
    const us = (await search({ keyword: item.title, size: 100 })).body.data.list.find((i: any) => i.id === item.id);
    expect(us.discountPrice.currency).toBe('USD');
    expect(us.discountPrice.cent).toBeLessThan(item.ca);

    const usOnly = await one<{ id: number; title: string }>("select id::int as id, title from item where us_status = 'ON_SHELVES' and ca_status = 'OFF_SHELVES' order by id limit 1");
    expect(ids((await search({ keyword: usOnly.title, size: 100 })).body)).toContain(usOnly.id);
    expect(ids((await search({ keyword: usOnly.title, size: 100 }, 2023)).body)).not.toContain(usOnly.id);
    const { n } = await one<{ n: number }>("select count(*)::int n from item where ca_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT')");
    expect((await search({ size: 1 }, 2023)).body.data.total).toBe(n);
  });

  it('accepts the session id header', async () => {
    const res = await api.get(PATH, { query: { size: 1 }, headers: { 'x-session-id': 'abc-123' } });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ sort: 'CHEAPEST' }, 'sort', /^sort must be one of BEST_MATCH, BEST_SELLING, LOWEST_PRICE, HIGHEST_PRICE, BEST_RATING, MOST_REVIEWS$/],
    [{ page: 0 }, 'page', /^page must be >= 1$/],
    [{ size: 101 }, 'size', /^size must be <= 100$/],
    [{ page: 101, size: 100 }, 'page', /^page × size must not exceed 10000$/],
    [{ size: 'ten' }, 'size', /^size must be integer$/],
    [{ brandIds: '3,x' }, 'brandIds', /^brandIds must be comma-separated ids/],
    [{ categoryIds: '-1' }, 'categoryIds', /^categoryIds must be comma-separated ids/],
    [{ minPrice: -5 }, 'minPrice', /^minPrice must be >= 0$/],
    [{ minPrice: 5000, maxPrice: 100 }, 'minPrice', /^minPrice must not be above maxPrice$/],
    [{ attributeValueId: 2_000_000_000 }, 'attributeValueId', /^attributeValueId 2000000000 is not a known vehicle$/],
    [{ attributeValueId: 'abc' }, 'attributeValueId', /^attributeValueId must be integer$/],
    [{ keyword: 'x'.repeat(201) }, 'keyword', /^keyword must NOT have more than 200 characters$/],
    [{ color: 'red' }, 'color', /^color is not an allowed field$/],
  ])('answers %j with 400 and a clear message', async (query, field, message) => {
    const res = await search(query as Query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, httpCode: 400 });
    expect(res.body.message).toMatch(message);
    expect(res.body.fieldErrors[0].field).toBe(field);
  });
});
