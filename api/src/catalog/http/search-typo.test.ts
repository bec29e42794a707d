import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const search = (query: Record<string, string | number>) => api.get('/search-pro/public/items/filter-search', { query });

describe('filter-search typo tolerance', () => {
  it('"hedlight" finds headlights and suggests "headlight"', async () => {
    const res = await search({ keyword: 'hedlight', size: 50 });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.didYouMean).toBe('headlight');
    expect(d.showingResultsFor).toBe('headlight');
    expect(d.total).toBeGreaterThan(10);
    expect(d.list[0].title).toMatch(/headlight/i);
    expect(d.facets.categories[0].urlHandle).toBe('headlights');
    const direct = (await search({ keyword: 'headlight', size: 50 })).body.data;
    expect(d.list.map((i: any) => i.id)).toEqual(direct.list.map((i: any) => i.id));
    expect(direct).not.toHaveProperty('didYouMean');
  });

  it('corrects only the misspelt word of a phrase', async () => {
    const d = (await search({ keyword: 'ceramik brake pads', size: 5 })).body.data;
    expect(d.didYouMean).toBe('ceramic brake pads');
    expect(d.list.length).toBeGreaterThan(0);
    expect(d.list.every((i: any) => /ceramic/i.test(i.title))).toBe(true);
  });

  it('falls back to trigram similarity on titles when no word can be corrected', async () => {
    const d = (await search({ keyword: 'lightassemblypair', size: 20 })).body.data;
    expect(d).not.toHaveProperty('didYouMean');
    expect(d.total).toBeGreaterThan(0);
    expect(d.list.every((i: any) => /light assembly pair/i.test(i.title))).toBe(true);
  });

  it('a keyword of known words that fits nothing on this vehicle finds nothing, not titles that merely look alike', async () => {
    const child = async (query: Record<string, string | number>) => (await api.get('/item/public/attr/value/child/car-model', { query })).body.data as { id: number }[];
    const year = (await child({ level: 1 }))[0]!;
    const models = [];
    for (const make of (await child({ parentId: year.id })).slice(0, 4)) models.push(...(await child({ parentId: make.id })).slice(0, 3));
    let empty = 0;
    for (const model of models) {
      const d = (await search({ keyword: 'tail light', attributeValueId: model.id, size: 24 })).body.data;
      expect(d.list.map((i: any) => i.title).filter((t: string) => !/tail/i.test(t) || !/light/i.test(t))).toEqual([]);
      if (d.total === 0) empty += 1;
    }
    // The case is exercised: most models of the small catalog have no tail light.
    expect(empty).toBeGreaterThan(0);
  });

  it('finds nothing (and suggests nothing) for gibberish', async () => {
    const d = (await search({ keyword: 'qzxvj wkpfq', size: 5 })).body.data;
    expect(d.total).toBe(0);
    expect(d.list).toEqual([]);
    expect(d).not.toHaveProperty('didYouMean');
    expect(d.facets.categories).toEqual([]);
  });

  it('takes websearch syntax: quoted phrases and exclusions', async () => {
    const phrase = (await search({ keyword: '"tail light"', size: 100 })).body.data;
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.list.every((i: any) => /tail light/i.test(i.title))).toBe(true);
    const without = (await search({ keyword: 'light -tail', size: 100 })).body.data;
    expect(without.list.some((i: any) => /tail/i.test(i.title))).toBe(false);
  });
});
