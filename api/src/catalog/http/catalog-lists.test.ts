import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('category tree, brands, display attributes, hot words, suggestions', () => {
  it('GET /item/public/buyer/collection/tree/list: the front category tree with handles and page SEO', async () => {
    const res = await api.get('/item/public/buyer/collection/tree/list');
    expect(res.status).toBe(200);
    const tree = res.body.data;
    const handles = tree.map((d: any) => d.urlHandle);
    expect(handles).toEqual(['lighting', 'exterior', 'interior', 'performance', 'wheels-tires', 'brakes', 'electrical', 'engine-parts', 'suspension', 'tools-garage']);
    const lighting = tree[0];
    expect(lighting.children.map((c: any) => c.urlHandle)).toEqual(expect.arrayContaining(['headlights', 'tail-lights', 'fog-lights']));
    expect(tree.find((d: any) => d.urlHandle === 'wheels-tires').children.map((c: any) => c.urlHandle)).toContain('tpms-sensors');
    expect(lighting.seo).toMatchObject({ title: expect.stringContaining('Lighting'), description: expect.any(String), h1: expect.any(String), underTitleText: expect.any(String), bottomText: expect.any(String) });
    expect(lighting.children[0]).toMatchObject({ level: 2, imageUrl: expect.stringMatching(/\/item\/public\/image\/category\/\d+\.svg$/), children: [] });

    const collections = (await api.get('/item/public/buyer/collection/tree/list', { query: { type: 'COLLECTION' } })).body.data;
    expect(collections.map((c: any) => c.urlHandle)).toEqual(['deals', 'projects', 'new-arrivals']);
    expect(collections[0].children.map((c: any) => c.urlHandle)).toContain('top-deals');
    const bad = await api.get('/item/public/buyer/collection/tree/list', { query: { type: 'TAGS' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('type must be one of CATEGORY, COLLECTION');
  });

  it('GET /item/public/buyer/brand/all lists every brand once, by name', async () => {
    const list = (await api.get('/item/public/buyer/brand/all')).body.data;
    const { n } = (await api.database.query<{ n: number }>('select count(*)::int n from brand'))[0]!;
    expect(list).toHaveLength(n);
    expect(list.map((b: any) => b.name)).toEqual(list.map((b: any) => b.name).sort());
    expect(list[0]).toEqual({ id: expect.any(Number), name: expect.any(String), urlHandle: expect.stringMatching(/^[a-z0-9-]+$/), logoUrl: expect.stringMatching(/brand\/\d+\.svg$/) });
  });

  it('GET …/back-category/display/attributes: a leaf\'s attributes, a department\'s merged, 404 otherwise', async () => {
    const leaf = await api.get('/item/public/buyer/collection/back-category/display/attributes', { query: { backCategoryId: 101 } });
    expect(leaf.status).toBe(200);
    expect(leaf.body.data).toMatchObject({ backCategoryId: 101, name: 'Headlights' });
    expect(leaf.body.data.attributes).toContainEqual({ key: 'bulbType', name: 'Bulb Type', values: ['LED', 'Halogen', 'HID'] });
    const department = (await api.get('/item/public/buyer/collection/back-category/display/attributes', { query: { backCategoryId: 100 } })).body.data;
    const bulbs = department.attributes.find((a: any) => a.key === 'bulbType');
    expect(bulbs.values).toEqual(expect.arrayContaining(['LED', 'Halogen', 'HID', 'Incandescent']));
    expect(new Set(department.attributes.map((a: any) => a.key)).size).toBe(department.attributes.length);
    const missing = await api.get('/item/public/buyer/collection/back-category/display/attributes', { query: { backCategoryId: 77 } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No category with id 77');
    expect((await api.get('/item/public/buyer/collection/back-category/display/attributes')).status).toBe(400);
  });

  it('GET /search/public/suggestion/hot-words/list: ranked hot words', async () => {
    const list = (await api.get('/search/public/suggestion/hot-words/list')).body.data;
    expect(list.length).toBeGreaterThan(5);
    expect(list.map((w: any) => w.rank)).toEqual(list.map((_: unknown, i: number) => i + 1));
    expect(list[0]).toEqual({ word: 'led headlights', rank: 1 });
  });

  it('GET /item/public/buyer/associative/top-search-box: completions, categories, brands and items, at most 10', async () => {
    const res = await api.get('/item/public/buyer/associative/top-search-box', { query: { keyword: 'led head' } });
    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(2);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toEqual({ type: 'KEYWORD', text: expect.stringMatching(/^led head/) });
    const items = list.filter((s: any) => s.type === 'ITEM');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s: any) => /\bled\b/i.test(s.text) && /\bhead/i.test(s.text) && s.urlHandle && s.imageUrl)).toBe(true);

    const category = (await api.get('/item/public/buyer/associative/top-search-box', { query: { keyword: 'brake' } })).body.data.list;
    expect(category).toContainEqual({ type: 'CATEGORY', text: 'Brake Pads', id: expect.any(Number), urlHandle: 'brake-pads' });
    const brand = (await api.get('/item/public/buyer/associative/top-search-box', { query: { keyword: 'nightf' } })).body.data.list;
    expect(brand).toContainEqual({ type: 'BRAND', text: 'Nightforge', id: expect.any(Number), urlHandle: 'nightforge' });
    expect((await api.get('/item/public/buyer/associative/top-search-box', { query: { keyword: '%%' } })).body.data.list).toEqual([]);
    const empty = await api.get('/item/public/buyer/associative/top-search-box', { query: { keyword: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('keyword must NOT have fewer than 1 characters');
  });
});
