import { createHash } from 'node:crypto';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { testConfig } from '../test-support/test-config';
import { generateCatalog } from './generate/generate-catalog';
import { ITEM_COUNTS } from './generate/sizes';
import type { CatalogCounts } from './load-catalog';
import { readTaxonomySnapshot } from './taxonomy-snapshot';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const count = async (table: string, where = 'true') => (await api.database.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]!.n;

describe('catalog load (COPY into the test database)', () => {
  it('stores what dataset_info reports, for the small size', async () => {
    const { value } = (await api.database.query<{ value: { catalog: CatalogCounts } }>("select value from dataset_info where key = 'dataset'"))[0]!;
    const c = value.catalog;
    expect(c.items).toBe(ITEM_COUNTS.small);
    expect(await count('item')).toBe(c.items);
    expect(await count('item_content')).toBe(c.items);
    expect(await count('item i', 'not exists (select 1 from item_content c where c.item_id = i.id)')).toBe(0);
    expect(await count('fitment')).toBe(c.fitments);
    // The dataset's reviews (buyers' own reviews, written by other test files into the same database, have an account).
    expect(await count('review', 'account_id is null')).toBe(c.reviews);
    expect(await count('category')).toBe(c.categories);
    expect(await count('brand')).toBe(c.brands);
    expect(await count('collection')).toBe(c.collections);
    expect(await count('bundle')).toBe(c.bundles);
    expect(await count('search_word')).toBe(c.searchWords);
    expect(c.fitments).toBeGreaterThan(c.items * 5);
    expect(await count('hot_word')).toBeGreaterThan(5);
  });

  it('stores the items in search order (universal parts first, then by category), with room on each page for updates', async () => {
    // Read in the order the rows sit on disk (ctid). A few may be out of place: COPY puts a row that does
    // not fit the current page on an earlier one with room, and rows other test files rewrote (a fitment
    // change rewrites fit_keys) may have moved. In the order the generator makes them, the universal parts
    // are spread over the whole table and each category comes back again and again.
    const [order] = (await api.database.query<{ rows: number; universal: number; universalUpFront: number; runs: number; groups: number }>(
      `with physical as (select vehicle_universal as universal, category_id, row_number() over (order by ctid) as n from item),
            runs as (select universal, category_id, lag(universal) over (order by n) as previous_universal, lag(category_id) over (order by n) as previous_category from physical)
       select (select count(*) from physical)::int as rows,
              (select count(*) from physical where universal)::int as universal,
              (select count(*) from physical where universal and n <= (select count(*) from physical where universal))::int as "universalUpFront",
              (select count(*) from runs where universal is distinct from previous_universal or category_id is distinct from previous_category)::int as runs,
              (select count(distinct (universal, category_id)) from physical)::int as groups`,
    )) as [{ rows: number; universal: number; universalUpFront: number; runs: number; groups: number }];
    expect(order.rows).toBeGreaterThanOrEqual(ITEM_COUNTS.small);
    expect(order.universal).toBeGreaterThan(20);
    expect(order.universalUpFront).toBeGreaterThan(order.universal * 0.9);
    expect(order.runs).toBeLessThan(order.groups * 3);
    const [{ options }] = (await api.database.query<{ options: string[] }>("select reloptions as options from pg_class where relname = 'item'")) as [{ options: string[] }];
    expect(options).toEqual(['fillfactor=90']);
  });

  it('holds exactly the generator output for the seed (loaded rows = generated rows)', async () => {
    const catalog = generateCatalog(await readTaxonomySnapshot(api.database), { size: 'small', seed: testConfig().seed, publicUrl: testConfig().publicUrl });
    const expected = createHash('md5');
    let fitments = 0;
    for (const item of catalog.items()) {
      expected.update(`${item.id}|${item.urlHandle}|${item.usDiscountPrice}|${item.caStatus};`);
      fitments += item.fitments.length;
    }
    const rows = await api.database.query<{ id: number; urlHandle: string; price: number; caStatus: string }>(
      'select id::int as id, url_handle as "urlHandle", us_discount_price as price, ca_status as "caStatus" from item order by id',
    );
    const actual = createHash('md5');
    for (const r of rows) actual.update(`${r.id}|${r.urlHandle}|${r.price}|${r.caStatus};`);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
    expect(await count('fitment')).toBe(fitments);
  });

  it('keeps the item aggregates in step with the review rows', async () => {
    const mismatches = await api.database.query(
      `select i.id from item i left join (select item_id, count(*)::int n, avg(rating) a from review group by item_id) r on r.item_id = i.id
       where i.review_count <> coalesce(r.n, 0) or abs(i.rating_value - coalesce(r.a, 0)) > 0.051`,
    );
    expect(mismatches).toEqual([]);
  });

  it('fits real taxonomy models within their years, trims and engines the taxonomy has', async () => {
    expect(await count('fitment f left join vehicle_model m on m.id = f.model_id', 'm.id is null or m.make_id <> f.make_id')).toBe(0);
    expect(await count('fitment f join vehicle_model m on m.id = f.model_id', 'f.year_from < m.year_from or f.year_to > m.year_to or f.year_from > f.year_to')).toBe(0);
    const narrowed = await count('fitment', 'trim is not null or engine is not null');
    expect(narrowed / (await count('fitment'))).toBeGreaterThan(0.2);
    const unknown = await count(
      'fitment f',
      `(f.trim is not null or f.engine is not null) and not exists (select 1 from vehicle_node n where n.model_id = f.model_id and n.year = f.year_from
         and n.level >= 4 and (f.trim is null or n.trim = f.trim) and (f.engine is null or n.engine = f.engine))`,
    );
    expect(unknown).toBe(0);
    expect(await count('item i', 'i.vehicle_universal and exists (select 1 from fitment f where f.item_id = i.id)')).toBe(0);
    const universalShare = (await count('item', 'vehicle_universal')) / (await count('item'));
    expect(universalShare).toBeGreaterThan(0.1);
    expect(universalShare).toBeLessThan(0.16);
  });

  it('aggregates category reviews for reviewInfo.collectionReviewCount', async () => {
    const rows = await api.database.query<{ id: number; reviewCount: number; expected: number }>(
      `select c.id, c.review_count as "reviewCount", coalesce(sum(i.review_count), 0)::int as expected
       from category c left join item i on i.category_id = c.id and (i.us_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT') or i.ca_status in ('ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT'))
       where c.parent_id is not null group by c.id`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const r of rows) expect(r.reviewCount).toBe(r.expected);
  });
});
