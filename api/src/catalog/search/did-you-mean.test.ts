import type { Database } from '../../db/client';
import { startTestApi, type TestApi } from '../../test-support/test-api';
import { CatalogLookups } from '../lookups';
import { checkSpelling } from './did-you-mean';
import { suggest } from './suggestions';
import { createSearchCache } from './search-items';
import { VehicleResolver } from './vehicle-fit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The test database, counting the statements sent through it. */
function counting(database: Database): Database & { statements: string[] } {
  const statements: string[] = [];
  return Object.assign(Object.create(database) as Database, {
    statements,
    query: (text: string, params?: unknown[]) => {
      statements.push(text);
      return database.query(text, params);
    },
  }) as Database & { statements: string[] };
}

describe('the word list in memory (spec §7 filter-search: did you mean, suggestions)', () => {
  it('a keyword of catalog words is checked without a statement; an unknown word asks for its look-alike', async () => {
    const lookups = new CatalogLookups(api.database);
    const database = counting(api.database);
    expect(await checkSpelling(database, lookups, 'Headlight brake pads')).toEqual({ allKnown: true });
    expect(database.statements).toEqual([]);
    expect(await checkSpelling(database, lookups, 'hedlight pads')).toEqual({ correction: 'headlight pads', allKnown: false });
    expect(database.statements).toHaveLength(1);
    expect(await checkSpelling(database, lookups, 'qzxv')).toEqual({ allKnown: false });
  });

  it('completes the last word as the word table orders it (most frequent first, then by word)', async () => {
    const deps = { database: api.database, lookups: new CatalogLookups(api.database), vehicles: new VehicleResolver(api.database), cache: createSearchCache() };
    for (const prefix of ['b', 'he', 'led', 'fog l']) {
      const last = prefix.split(' ').at(-1)!;
      const head = prefix.includes(' ') ? `${prefix.slice(0, prefix.lastIndexOf(' '))} ` : '';
      const expected = await api.database.query<{ word: string }>(
        `select word from search_word where word like $1 order by doc_count desc, word collate "C" limit 4`,
        [`${last}%`],
      );
      expect(expected.length).toBeGreaterThan(0);
      const keywords = (await suggest(deps, prefix, 2022)).filter((s) => s.type === 'KEYWORD').map((s) => s.text);
      expect(keywords).toEqual(expected.map((r) => `${head}${r.word}`));
    }
  });
});
