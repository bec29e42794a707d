import { sql } from 'drizzle-orm';
import { sqlRows } from '../cart/cart-catalog';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { moveImageLinks, rebaseImageUrls } from './rebase-image-urls';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Rolled back at the end: the suite's PostgreSQL database is shared by every test file. */
class Rollback extends Error {}

describe('image links follow the API to a new address', () => {
  it('leaves the links alone when the address is the one they were built with', async () => {
    expect(await rebaseImageUrls(api.database, api.config.publicUrl)).toBeUndefined();
  });

  it('moves category, brand and item image links to the new origin in one transaction', async () => {
    const [category] = await api.database.query<{ url: string }>("select image_url as url from category where image_url <> '' limit 1");
    const from = category!.url.split('/item/public/image/')[0]!;
    expect(from).toMatch(/^https?:\/\//);
    const seen = await api.database.db
      .transaction(async (tx) => {
        await moveImageLinks(tx, from, 'https://api.axlebay.example');
        const count = async (query: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(tx, query))[0]!.n;
        const result = {
          oldCategories: await count(sql`select count(*)::int as n from category where position(${from} in image_url) = 1`),
          newCategories: await count(sql`select count(*)::int as n from category where image_url like 'https://api.axlebay.example/item/public/image/category/%'`),
          oldBrands: await count(sql`select count(*)::int as n from brand where position(${from} in logo_url) = 1`),
          oldItems: await count(sql`select count(*)::int as n from item_content where position(${from} in item_images::text) > 0`),
          newItems: await count(sql`select count(*)::int as n from item_content where position('https://api.axlebay.example/item/public/image/item/' in item_images::text) > 0`),
          stillJson: await count(sql`select count(*)::int as n from item_content where jsonb_typeof(item_images) = 'array'`),
          items: await count(sql`select count(*)::int as n from item_content`),
        };
        throw Object.assign(new Rollback(), { result });
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return (error as Rollback & { result: Record<string, number> }).result;
        throw error;
      });
    expect(seen.oldCategories).toBe(0);
    expect(seen.newCategories).toBeGreaterThan(10);
    expect(seen.oldBrands).toBe(0);
    expect(seen.oldItems).toBe(0);
    expect(seen.newItems).toBeGreaterThan(100);
    expect(seen.stillJson).toBe(seen.items);
    // Rolled back: the suite's data still points at the test API's address.
    expect(await rebaseImageUrls(api.database, api.config.publicUrl)).toBeUndefined();
  });
});
