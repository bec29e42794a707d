import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const one = async <T>(sql: string, params: unknown[] = []) => (await api.database.query<T>(sql, params))[0]!;
const detail = (urlHandle: string, shopId?: 2022 | 2023, attributeValueId?: number) =>
  api.get('/item/public/buyer/item/detail', { query: { urlHandle, attributeValueId }, shopId });

/** Spec §3 Product fields. */
const PRODUCT_FIELDS = [
  'id', 'title', 'subTitle', 'detailContent', 'installation', 'warranty', 'country', 'location', 'quantity', 'inKind',
  'vehicleUniversal', 'alt', 'specialNote', 'brand', 'itemCondition', 'itemCustoms', 'itemImages', 'additionalVideos',
  'additionalVideoCoverUrl', 'status', 'caStatus', 'usStatus', 'seo', 'discountPrice', 'originalPrice', 'itemCollectionInfo',
  'reviewInfo', 'skuId', 'availableTotal', 'aces', 'barCode', 'color', 'currency', 'itemDecorate', 'logisticsList',
  'partNumber', 'partNumberCustoms', 'skuCustoms', 'campaignMark',
];

describe('GET /item/public/buyer/item/detail', () => {
  it('one product asked without a vehicle and for two: the answers differ only in the vehicle fields', async () => {
    const { urlHandle } = await one<{ urlHandle: string }>(`select url_handle as "urlHandle" from item where us_status = 'ON_SHELVES' and not vehicle_universal order by id limit 1`);
    const [first, second] = (await api.database.query<{ id: number }>(`select id::int as id from vehicle_node where level = 4 order by id limit 2`)).map((v) => v.id);
    const plain = (await detail(urlHandle)).body;
    const forFirst = (await detail(urlHandle, undefined, first)).body;
    const forSecond = (await detail(urlHandle, undefined, second)).body;
    expect(plain.data.fitStatus).toBe('EMPTY');
    expect(plain.data).not.toHaveProperty('appliedVehicle');
    expect(forFirst.data.appliedVehicle.attributeValueId).toBe(first);
    expect(forSecond.data.appliedVehicle.attributeValueId).toBe(second);
    for (const answer of [forFirst, forSecond]) {
      expect(['FIT', 'NOT_FIT', 'UNCERTAIN']).toContain(answer.data.fitStatus);
      const { fitStatus: _fit, appliedVehicle: _vehicle, ...rest } = answer.data;
      expect({ ...answer, data: { ...rest, fitStatus: 'EMPTY' } }).toEqual(plain);
    }
  });

  it('returns every spec §3 Product field, with breadcrumb, SEO record and US prices', async () => {
    const row = await one<{ urlHandle: string; id: number; us: number; usOriginal: number; reviewCount: number; rating: number }>(
      `select url_handle as "urlHandle", id::int as id, us_discount_price as us, us_original_price as "usOriginal", review_count as "reviewCount", rating_value as rating
       from item where us_status = 'ON_SHELVES' and not vehicle_universal and review_count > 0 and us_discount_price < us_original_price order by id limit 1`,
    );
    const res = await detail(row.urlHandle);
    expect(res.status).toBe(200);
    const d = res.body.data;
    for (const field of PRODUCT_FIELDS) expect(d).toHaveProperty(field);
    expect(d.id).toBe(row.id);
    expect(d.discountPrice).toEqual({ cent: row.us, currency: 'USD', precision: 2 });
    expect(d.originalPrice).toEqual({ cent: row.usOriginal, currency: 'USD', precision: 2 });
    expect(d.currency).toBe('USD');
    // The plans checkout offers for this part alone: Standard ships free from the order threshold.
    expect(d.freeShippingThreshold).toEqual({ cent: 7900, currency: 'USD', precision: 2 });
    expect(d.logisticsList.map((p: any) => p.name)).toEqual(['Standard Shipping', 'Expedited Shipping', 'Express Shipping']);
    expect(d.logisticsList[0]).toMatchObject({ code: 'STANDARD', minDays: 3, maxDays: 7, free: row.us >= 7900, priceCent: row.us >= 7900 ? 0 : 799 });
    expect(d.itemCondition).toMatch(/^(New|Remanufactured)$/);
    expect(d.seo).toMatchObject({ id: row.id, targetId: row.id, type: 'ITEM', urlHandle: row.urlHandle, isPrimary: true, active: true, displacements: expect.any(Array) });
    expect(d.reviewInfo).toMatchObject({ bastRating: 5, name: d.title, retingValue: row.rating, reviewCount: row.reviewCount });
    expect(d.reviewInfo.collectionReviewCount).toBeGreaterThanOrEqual(row.reviewCount);
    const category = await one<{ id: number; parentId: number }>('select c.id, c.parent_id as "parentId" from item i join category c on c.id = i.category_id where i.id = $1', [row.id]);
    expect(d.itemCollectionInfo).toMatchObject({ backCategoryId: category.id, frontCategoryId: category.parentId });
    expect(d.breadcrumb).toHaveLength(4);
    expect(d.breadcrumb[0]).toEqual({ name: 'Home', link: '/' });
    expect(d.breadcrumb.at(-1)).toEqual({ name: d.title, link: `/product/${row.urlHandle}`, disabled: true });
    expect(d.breadcrumb[2].link).toMatch(/^\/[a-z0-9-]+$/);
    expect(d.brand).toMatchObject({ id: expect.any(Number), name: expect.any(String), logoUrl: expect.stringMatching(/\/item\/public\/image\/brand\/\d+\.svg$/) });
    expect(d.itemImages.filter((m: any) => m.isMain)).toHaveLength(1);
    expect(d.itemImages[0]).toMatchObject({ index: 0, mediaType: 'IMAGE', url: expect.stringMatching(/^http:\/\/localhost:4000\/item\/public\/image\/item\/\d+\/0\.svg$/), size: expect.any(String) });
    expect(d.fitStatus).toBe('EMPTY');
    expect(d).not.toHaveProperty('usOriginalPrice');
  });

  it('uses the default rating value 4.6 while an item has no reviews', async () => {
    const { urlHandle } = await one<{ urlHandle: string }>("select url_handle as \"urlHandle\" from item where review_count = 0 and us_status = 'ON_SHELVES' order by id limit 1");
    const d = (await detail(urlHandle)).body.data;
    expect(d.reviewInfo).toMatchObject({ retingValue: 4.6, reviewCount: 0 });
  });

  it('answers in CAD with the Canadian status for X-SHOP-ID 2023', async () => {
    const row = await one<{ urlHandle: string; ca: number }>(
      `select url_handle as "urlHandle", ca_discount_price as ca from item where us_status = 'ON_SHELVES' and ca_status = 'OFF_SHELVES' order by id limit 1`,
    );
    const d = (await detail(row.urlHandle, 2023)).body.data;
    expect(d.discountPrice).toEqual({ cent: row.ca, currency: 'CAD', precision: 2 });
    expect(d.currency).toBe('CAD');
    expect(d.freeShippingThreshold).toEqual({ cent: 9900, currency: 'CAD', precision: 2 });
    expect(d.logisticsList[0]).toMatchObject({ name: 'Standard Shipping', free: row.ca >= 9900, priceCent: row.ca >= 9900 ? 0 : 1199 });
    expect([d.status, d.usStatus, d.caStatus]).toEqual(['OFF_SHELVES', 'ON_SHELVES', 'OFF_SHELVES']);
    expect((await detail(row.urlHandle)).body.data.status).toBe('ON_SHELVES');
  });

  it('404s for unknown handles, drafts and deleted items', async () => {
    const unknown = await detail('no-such-part');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, httpCode: 404, message: 'No product with urlHandle "no-such-part"' });
    for (const status of ['DRAFT', 'DELETED']) {
      const { urlHandle } = await one<{ urlHandle: string }>('select url_handle as "urlHandle" from item where status = $1 order by id limit 1', [status]);
      expect((await detail(urlHandle)).status).toBe(404);
    }
  });

  it('validates its query', async () => {
    const missing = await api.get('/item/public/buyer/item/detail');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('urlHandle is required');
    const badVehicle = await api.get('/item/public/buyer/item/detail', { query: { urlHandle: 'x', attributeValueId: 0 } });
    expect(badVehicle.status).toBe(400);
    expect(badVehicle.body.fieldErrors[0].field).toBe('attributeValueId');
  });
});

describe('GET /item/public/buyer/item/fitment/list', () => {
  it('spells out year ranges as rows with the spec §3 columns, by make, model and newest year', async () => {
    const item = await one<{ id: number; years: number }>(
      `select i.id::int as id, sum(f.year_to - f.year_from + 1)::int as years from item i join fitment f on f.item_id = i.id
       where i.us_status = 'ON_SHELVES' group by i.id having count(*) >= 3 and count(f.trim) >= 1 order by i.id limit 1`,
    );
    const all = await api.get('/item/public/buyer/item/fitment/list', { query: { itemId: item.id, size: 100 } });
    expect(all.status).toBe(200);
    const d = all.body.data;
    expect(d.total).toBe(item.years);
    expect(d.list).toHaveLength(Math.min(100, item.years));
    expect(Object.keys(d.list[0]).sort()).toEqual(['bodyStyle', 'engine', 'engineCode', 'engineType', 'location', 'make', 'model', 'note', 'series', 'subModel', 'year']);
    expect(d.list.some((r: any) => r.subModel !== '')).toBe(true);
    for (let k = 1; k < d.list.length; k++) {
      const [a, b] = [d.list[k - 1], d.list[k]];
      const bytes = (x: string, y: string) => (x.toLowerCase() < y.toLowerCase() ? -1 : x.toLowerCase() > y.toLowerCase() ? 1 : 0);
      const order = bytes(a.make, b.make) || bytes(a.model, b.model) || b.year - a.year;
      expect(order).toBeLessThanOrEqual(0);
    }
    const page2 = (await api.get('/item/public/buyer/item/fitment/list', { query: { itemId: item.id, page: 2, size: 2 } })).body.data;
    expect(page2.list).toEqual(d.list.slice(2, 4));
  });

  it('is empty for universal parts and 404 for unknown or draft items', async () => {
    const { id } = await one<{ id: number }>("select id::int as id from item where vehicle_universal and us_status = 'ON_SHELVES' order by id limit 1");
    const universal = (await api.get('/item/public/buyer/item/fitment/list', { query: { itemId: id } })).body.data;
    expect(universal).toMatchObject({ vehicleUniversal: true, total: 0, list: [] });
    expect((await api.get('/item/public/buyer/item/fitment/list', { query: { itemId: 42 } })).status).toBe(404);
    const draft = await one<{ id: number }>("select id::int as id from item where status = 'DRAFT' order by id limit 1");
    expect((await api.get('/item/public/buyer/item/fitment/list', { query: { itemId: draft.id } })).status).toBe(404);
    expect((await api.get('/item/public/buyer/item/fitment/list', { query: { itemId: 'abc' } })).status).toBe(400);
  });
});

describe('GET /item/public/buyer/item/review/list', () => {
  it('pages an item\'s reviews newest first with the rating distribution', async () => {
    const item = await one<{ id: number; reviewCount: number; rating: number }>(
      `select id::int as id, review_count as "reviewCount", rating_value as rating from item where review_count >= 5 and us_status = 'ON_SHELVES' order by id limit 1`,
    );
    const d = (await api.get('/item/public/buyer/item/review/list', { query: { itemId: item.id, size: 50 } })).body.data;
    expect(d.total).toBe(item.reviewCount);
    expect(d.list).toHaveLength(item.reviewCount);
    expect(d.ratingValue).toBeCloseTo(item.rating, 5);
    expect(Object.values(d.distribution).reduce((s: number, n) => s + (n as number), 0)).toBe(item.reviewCount);
    const dates = d.list.map((r: any) => Date.parse(r.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(d.list[0]).toMatchObject({ rating: expect.any(Number), title: expect.any(String), body: expect.any(String), author: expect.stringMatching(/^\w+ \w\.$/) });
    const first = (await api.get('/item/public/buyer/item/review/list', { query: { itemId: item.id, size: 2 } })).body.data;
    expect(first.list).toEqual(d.list.slice(0, 2));
    expect((await api.get('/item/public/buyer/item/review/list', { query: { itemId: item.id, size: 51 } })).status).toBe(400);
  });
});
