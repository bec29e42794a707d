// Prints EXPLAIN (ANALYZE, BUFFERS) of the search statements, live and reference SQL, for the plan
// notes in api/README.md. `DATABASE_URL=postgres://… npx tsx api/scripts/explain-search.ts` on a large
// dataset; each statement runs RUNS times (default 5) and the fastest run's plan is printed.
import { openDatabase, type Database } from '../src/db/client';
import { CatalogLookups } from '../src/catalog/lookups';
import { createSearchCache, searchItems } from '../src/catalog/search/search-items';
import { postgresItemIndex } from '../src/catalog/search/item-index';
import { VehicleResolver } from '../src/catalog/search/vehicle-fit';
import type { ItemFilter } from '../src/catalog/search/item-query';
import type { InternalSort } from '../src/catalog/search/sorts';
import { referenceItemQuery } from '../src/test-support/reference-search';

const RUNS = Number(process.env.RUNS || 5);

/** A Database that records each statement instead of answering more than once. */
function recording(database: Database, into: { sql: string; params: unknown[] }[]): Database {
  return new Proxy(database, {
    get(target, prop, receiver) {
      if (prop === 'query') return async (sql: string, params: unknown[] = []) => {
        into.push({ sql, params });
        return target.query(sql, params);
      };
      return Reflect.get(target, prop, receiver);
    },
  });
}

async function explain(database: Database, sql: string, params: unknown[]) {
  let best: { ms: number; plan: string } | undefined;
  for (let r = 0; r < RUNS; r++) {
    const rows = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    const plan = rows.map((x) => x['QUERY PLAN']).join('\n');
    const ms = Number(/Planning Time: ([\d.]+)/.exec(plan)![1]) + Number(/Execution Time: ([\d.]+)/.exec(plan)![1]);
    if (!best || ms < best.ms) best = { ms, plan };
  }
  return best!;
}

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
  const vehicles = new VehicleResolver(database);
  const lookups = new CatalogLookups(database);
  const node = async (level: number) => (await database.query<{ id: number }>(`select n.id from vehicle_node n join vehicle_model m on m.id = n.model_id where n.level = $1 and n.year = 2020 and m.name = 'Camry' order by n.id limit 1`, [level]))[0]?.id;
  const cases: [string, ItemFilter, InternalSort][] = [];
  const base = { shopId: 2022 as const };
  const text = { mode: 'fts' as const, value: 'headlight' };
  for (const level of [1, 2, 3, 4]) {
    const id = level === 1 ? (await database.query<{ id: number }>("select id from vehicle_node where level = 1 and year = 2020"))[0]!.id
      : level === 2 ? (await database.query<{ id: number }>("select n.id from vehicle_node n join vehicle_make k on k.id = n.make_id where n.level = 2 and n.year = 2020 and k.name = 'Toyota'"))[0]!.id
      : await node(level);
    if (!id) continue;
    const vehicle = await vehicles.require(id);
    cases.push([`level ${level}, keyword, price floor`, { ...base, vehicle, fitOnly: true, text, minPrice: 124 }, 'BEST_MATCH']);
    cases.push([`level ${level}, no keyword, brand facet`, { ...base, vehicle, fitOnly: true, brandIds: [1] }, 'LOWEST_PRICE']);
  }
  cases.push(['no vehicle, keyword', { ...base, text, minPrice: 124 }, 'BEST_MATCH']);
  const only = process.argv[2];
  for (const [title, filter, sort] of cases) {
    if (only && !title.includes(only)) continue;
    for (const [name, index] of [['live', postgresItemIndex] as const, ['reference', (db: Database) => postgresItemIndex(db, referenceItemQuery)] as const]) {
      const statements: { sql: string; params: unknown[] }[] = [];
      const db = recording(database, statements);
      await searchItems({ database: db, lookups, vehicles, cache: createSearchCache(), index: index(db) }, filter, sort, 24);
      console.log(`\n===== ${title} (${name}, ${sort}) =====`);
      for (const s of statements) {
        const { ms, plan } = await explain(database, s.sql, s.params);
        console.log(`--- ${ms.toFixed(2)} ms: ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}…\n${process.env.PLANS ? plan : plan.split('\n').filter((l) => /Time:|Scan|Bitmap|Loop|Aggregate/.test(l)).join('\n')}`);
      }
    }
  }
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
