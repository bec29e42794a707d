import { startTestApi, type TestApi } from '../test-support/test-api';

const SEO = '/shopping-guide/public/seo/v2';
const DEFAULT_TITLE = 'Shop Aftermarket Auto Parts Online | Axlebay';
const DEFAULT_DESCRIPTION = 'Shop aftermarket auto parts online at Axlebay. Fast shipping, 90-day returns and 24/7 support.';
const FIELDS = ['pageType', 'title', 'description', 'keywords', 'h1', 'underTitleText', 'underTitleTextUrl', 'bottomText', 'bottomTextUrl'];

let api: TestApi;
let leaf: { name: string; urlHandle: string; seo: Record<string, string>; department: string };
let brand: { name: string; urlHandle: string };
let collection: { name: string; urlHandle: string };
beforeAll(async () => {
  api = await startTestApi();
  leaf = (
    await api.database.query<typeof leaf>(
      `select c.name, c.url_handle as "urlHandle", c.seo, d.name as department from category c join category d on d.id = c.parent_id where c.url_handle = 'headlights'`,
    )
  )[0]!;
  brand = (await api.database.query<typeof brand>('select name, url_handle as "urlHandle" from brand order by id limit 1'))[0]!;
  collection = (await api.database.query<typeof collection>('select name, url_handle as "urlHandle" from collection order by id limit 1'))[0]!;
});
afterAll(() => api?.close());

const seo = async (url: unknown, shopId?: unknown, pageType?: string) => {
  const res = await api.post(SEO, { body: { url, shopId, pageType } });
  expect(res.status).toBe(200);
  expect(Object.keys(res.body.data).sort()).toEqual([...FIELDS].sort());
  return res.body.data as Record<string, string>;
};

describe('POST /shopping-guide/public/seo/v2', () => {
  it("answers a category page from the category's SEO record, with keywords", async () => {
    const data = await seo('/headlights', 2022, 'CATEGORY');
    expect(data).toEqual({
      pageType: 'CATEGORY',
      title: leaf.seo.title,
      description: leaf.seo.description,
      keywords: `headlights, aftermarket headlights, headlights for sale, ${leaf.department.toLowerCase()}`,
      h1: leaf.seo.h1,
      underTitleText: leaf.seo.underTitleText,
      underTitleTextUrl: '/headlights',
      bottomText: `${leaf.seo.bottomText} We ship across the US.`,
      bottomTextUrl: leaf.seo.bottomTextUrl,
    });
    expect(leaf.name).toBe('Headlights');
    // Canada says so; an absolute URL with a query and a trailing slash is the same page.
    const ca = await seo('https://ca.axlebay.example/Headlights/?sort=BEST_SELLING', '2023');
    expect(ca.bottomText).toBe(`${leaf.seo.bottomText} We ship across Canada.`);
    expect((await seo('/headlights', 2023)).bottomText).toBe(ca.bottomText);
    // Without shopId in the body, X-SHOP-ID decides.
    const byHeader = await api.post(SEO, { body: { url: '/headlights' }, shopId: 2023 });
    expect(byHeader.body.data.bottomText).toBe(ca.bottomText);
  });

  it('names the vehicle of /category/make/model/year pages', async () => {
    const make = await seo('/headlights/toyota');
    expect(make).toMatchObject({
      pageType: 'CATEGORY_MAKE',
      title: 'Toyota Headlights | Aftermarket Auto Parts | Axlebay',
      h1: 'Toyota Headlights',
      underTitleText: 'Find headlights that fit your Toyota',
      underTitleTextUrl: '/headlights/toyota',
    });
    const model = await seo('/headlights/toyota/corolla');
    expect(model).toMatchObject({ pageType: 'CATEGORY_MODEL', h1: 'Toyota Corolla Headlights' });
    const year = await seo('/headlights/toyota/corolla/2018');
    expect(year).toEqual({
      pageType: 'CATEGORY_YEAR',
      title: '2018 Toyota Corolla Headlights | Aftermarket Auto Parts | Axlebay',
      description: 'Shop aftermarket headlights for your 2018 Toyota Corolla at Axlebay, checked against its fitment data. Fast shipping, 90-day returns and 24/7 support.',
      keywords: '2018 toyota corolla headlights, headlights for 2018 toyota corolla, aftermarket headlights, headlights',
      h1: '2018 Toyota Corolla Headlights',
      underTitleText: 'Find headlights that fit your 2018 Toyota Corolla',
      underTitleTextUrl: '/headlights/toyota/corolla/2018',
      bottomText: 'Every Axlebay order ships fast across the US and comes with 90-day returns.',
      bottomTextUrl: '/help/faq',
    });
  });

  it('answers brand, make, collection, search, listing and home pages', async () => {
    expect(await seo(`/brands/${brand.urlHandle}`)).toMatchObject({ pageType: 'BRAND', h1: `${brand.name} Parts` });
    expect(await seo(`/brands/${brand.urlHandle}/headlights`)).toMatchObject({ pageType: 'BRAND_CATEGORY', h1: `${brand.name} Headlights` });
    expect(await seo('/makes/toyota')).toMatchObject({ pageType: 'MAKE', h1: 'Toyota Parts', title: 'Toyota Parts | Aftermarket Auto Parts | Axlebay' });
    expect(await seo('/makes/toyota/headlights')).toMatchObject({ pageType: 'MAKE_CATEGORY', h1: 'Toyota Headlights' });
    expect(await seo(`/collection/${collection.urlHandle}`)).toMatchObject({ pageType: 'COLLECTION', h1: collection.name });
    expect(await seo('/search?keyword=%20brake%20%20pads%20')).toMatchObject({ pageType: 'SEARCH', title: 'brake pads - Search Results | Axlebay', h1: 'Results for "brake pads"' });
    expect(await seo('/search?q=wipers')).toMatchObject({ pageType: 'SEARCH', h1: 'Results for "wipers"' });
    expect(await seo('/search')).toMatchObject({ pageType: 'SEARCH', h1: 'Search Auto Parts' });
    expect(await seo('/parts/headlights')).toMatchObject({ pageType: 'PARTS_UNCERTAIN', h1: leaf.seo.h1 });
    expect(await seo('/parts/brake-pad-kit')).toMatchObject({ pageType: 'PARTS_UNCERTAIN', h1: 'Brake Pad Kit' });
    for (const [url, pageType] of [['/brands', 'BRANDS'], ['/makes', 'MAKES'], ['/parts', 'PARTS'], ['/categories', 'CATEGORIES']]) {
      const data = await seo(url);
      expect(data.pageType).toBe(pageType);
      expect(data.h1).not.toBe('');
    }
    for (const url of ['/', '/home-mobile', 'https://www.axlebay.example/']) {
      expect(await seo(url)).toMatchObject({ pageType: 'HOME', title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, h1: 'Aftermarket Auto Parts' });
    }
  });

  it("answers a product page with the item's own SEO record; drafts are unknown", async () => {
    const item = (await api.database.query<{ urlHandle: string; seo: Record<string, string> }>(
      `select i.url_handle as "urlHandle", c.seo from item i join item_content c on c.item_id = i.id where i.us_status = 'ON_SHELVES' order by i.id limit 1`,
    ))[0]!;
    expect(await seo(`/product/${item.urlHandle}`)).toMatchObject({ pageType: 'PRODUCT', title: item.seo.title, description: item.seo.description });
    const draft = (await api.database.query<{ urlHandle: string }>(`select url_handle as "urlHandle" from item where us_status = 'DRAFT' limit 1`))[0]!;
    expect(await seo(`/product/${draft.urlHandle}`)).toMatchObject({ pageType: 'DEFAULT', title: DEFAULT_TITLE });
  });

  it('answers the defaults for unknown pages and URLs naming nothing that exists, never a 500', async () => {
    const urls = [
      '/no-such-category',
      '/headlights/no-such-make',
      '/headlights/toyota/no-such-model',
      '/headlights/toyota/corolla/1850',
      '/headlights/toyota/corolla/latest',
      '/brands/no-such-brand',
      '/makes/toyota/no-such-category',
      '/collection/nothing-here',
      '/about',
      '/myAccount/orderHistory',
      '/a/b/c/d/e',
      '/%E0%A4%A',
      '/headlights/<script>',
      "/headlights/toyota'--",
      'http://[::1',
      '   ',
      'x'.repeat(2048),
    ];
    for (const url of urls) {
      const data = await seo(url);
      expect({ url, data }).toEqual({
        url,
        data: { pageType: 'DEFAULT', title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, keywords: expect.any(String), h1: '', underTitleText: '', underTitleTextUrl: '', bottomText: '', bottomTextUrl: '' },
      });
    }
  });

  it('refuses a request without url with 400 and fieldErrors', async () => {
    for (const body of [{}, { url: '' }, { url: 'x'.repeat(2049) }, { url: { path: '/' } }, 'url']) {
      const res = await api.post(SEO, { body });
      expect({ status: res.status, success: res.body.success, fieldErrors: res.body.fieldErrors?.length }).toEqual({ status: 400, success: false, fieldErrors: 1 });
    }
  });

  it('caches answers in-process: a second ask does not query the database', async () => {
    const url = '/headlights/toyota/camry/2019';
    const first = await seo(url);
    const original = api.database.query.bind(api.database);
    let queries = 0;
    api.database.query = (async (...args: Parameters<typeof original>) => {
      queries++;
      return original(...args);
    }) as typeof api.database.query;
    try {
      expect(await seo(url)).toEqual(first);
      expect(queries).toBe(0);
    } finally {
      api.database.query = original;
    }
  });
});
