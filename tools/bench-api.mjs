// `npm run bench:api`: load-tests the commerce API over loopback with autocannon, on the large
// dataset, first on embedded PGlite and then on a throwaway PostgreSQL 15 server. Bounded in time:
// each scenario runs BENCH_SECONDS (default 10 s). Prints req/s and p50/p95/p99 latency.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { bin, run, root } = require('./run.cjs');
const { startApi } = require('./api-process.cjs');
const { openLoop } = require('./open-loop-load.cjs');
const { percentile } = require('./stats.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const DATASET = process.env.BENCH_DATASET || 'large';
const only = process.argv[2]; // pglite | postgres

const code = await run(bin('nx'), ['run', 'api:build', '--outputStyle=static']);
if (code !== 0) process.exit(code);
const { startTempPostgres } = require(path.join(root, 'api/dist/db/temp-postgres.js'));

/** A search for `keyword`, for `vehicle` (an attribute value id) when given: one page of 24. */
const searchUrl = (keyword, vehicle) =>
  `/search-pro/public/items/filter-search?keyword=${encodeURIComponent(keyword)}${vehicle === undefined ? '' : `&attributeValueId=${vehicle}`}&size=24`;

async function json(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} → ${res.status}`);
  return (await res.json()).data;
}

/** Real ids to ask for: model-level vehicles, item handles and taxonomy nodes with children. */
async function samples(api) {
  const years = (await json(`${api}/item/public/attr/value/child/car-model?level=1`)).slice(0, 12);
  const models = [];
  const parents = [];
  for (const year of years) {
    parents.push(year.id);
    const makes = (await json(`${api}/item/public/attr/value/child/car-model?parentId=${year.id}`)).slice(0, 6);
    for (const make of makes) {
      parents.push(make.id);
      const ms = (await json(`${api}/item/public/attr/value/child/car-model?parentId=${make.id}`)).slice(0, 4);
      models.push(...ms.map((m) => m.id));
      parents.push(...ms.map((m) => m.id));
    }
  }
  const keywords = ['headlight', 'brake pads', 'led bulb', 'tail light', 'tpms sensor', 'floor mats', 'oil filter', 'fog light', 'hedlight', 'wiper'];
  const handles = new Set();
  for (const keyword of keywords.slice(0, 6)) {
    const page = await json(api + searchUrl(keyword));
    for (const item of page.list) handles.add(item.urlHandle);
  }
  // Keywords a cache has never seen: two neighbouring words of real titles ("fog light", "brake pads"),
  // so every new search also ranks a new keyword's universal parts.
  const bigrams = new Set();
  for (let page = 1; page <= 40; page++) {
    for (const item of (await json(`${api}/search-pro/public/items/filter-search?size=100&page=${page}&sort=BEST_SELLING`)).list) {
      const words = item.title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3);
      for (let w = 1; w < words.length; w++) bigrams.add(`${words[w - 1]} ${words[w]}`);
    }
  }
  return { models, parents, keywords, handles: [...handles], newKeywords: [...bigrams] };
}

const pick = (list, i) => list[i % list.length];

function scenario(title, makePath, extra = {}) {
  return { title, makePath, extra };
}

/** A scenario offered at a set rate by the open-model generator (open-loop-load.cjs: Poisson arrivals). */
function paced(title, makePath, rate) {
  return { title, makePath, rate };
}

// One request counter for the whole run, so a later scenario never repeats an earlier one's queries
// (the API keeps search answers for 10 minutes).
let sent = 0;

/** Asks every path of 0..count-1 twice (10 at a time): the API keeps a search answer from its second ask. */
async function warm(api, pathOf, count) {
  for (let round = 0; round < 2; round++) {
    let next = 0;
    const worker = async () => {
      while (next < count) await (await fetch(api + pathOf(next++))).arrayBuffer();
    };
    await Promise.all(Array.from({ length: 10 }, worker));
  }
}

function bench(api, { title, makePath: pathOf, extra, rate }) {
  const makePath = () => pathOf(sent++);
  if (rate) return openLoop({ url: api, rate, seconds: SECONDS, makePath }).then((result) => ({ title, result }));
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: api,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, path: makePath() }) }],
        ...extra,
      },
      (error, result) => {
        if (error) return reject(error);
        // The open loop's shape; exact percentiles of the measured latencies (autocannon's summary has no p95).
        latencies.sort((a, b) => a - b);
        const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
        resolve({ title, result: { rps: result.requests.average, p50, p95, p99, errors: result.errors + result.non2xx } });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const ms = (v) => Math.round(v * 10) / 10;
const row = (db, title, r) => ({ db, scenario: title, 'req/s': Math.round(r.rps), 'p50 ms': ms(r.p50), 'p95 ms': ms(r.p95), 'p99 ms': ms(r.p99), errors: r.errors });

async function runDb(kind) {
  const env = { AXLEBAY_DATASET: DATASET, API_PORT: process.env.BENCH_API_PORT || '4090', LOG_LEVEL: 'error' };
  let pg;
  if (kind === 'postgres') {
    pg = await startTempPostgres();
    env.DATABASE_URL = pg.url;
  } else env.AXLEBAY_DATA_DIR = path.join(root, '.data', `api-bench-${DATASET}`);
  console.log(`\n── ${kind}: starting the API on the ${DATASET} dataset (first run builds it) ──`);
  const t0 = performance.now();
  const api = await startApi({ env, onLine: (l) => l.startsWith('[api]') && console.log(l) });
  console.log(`API ready after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const rows = [];
  try {
    const s = await samples(api.url);
    const searchPath = (i) => searchUrl(pick(s.keywords, i), pick(s.models, i * 7));
    // The API caches search results for 10 minutes: the same few thousand keyword × vehicle pairs are
    // mostly cache hits. A different price floor on every request makes every query new.
    const freshSearchPath = (i) => `${searchPath(i)}&minPrice=${i % 5000}`;
    // A keyword nobody searched yet (until the list of s.newKeywords comes round again), with a vehicle.
    // Its own counter: every run asks the same keywords in the same order, whatever ran before.
    let newKeywords = 0;
    const newKeywordPath = (i) => searchUrl(pick(s.newKeywords, newKeywords++), pick(s.models, i * 7));
    // The same keywords without a vehicle (a shopper who has not chosen one): one statement ranks every
    // listed match, where a vehicle's own parts are few and its universal half is shared.
    let noVehicleKeywords = 0;
    const noVehicleKeywordPath = () => searchUrl(pick(s.newKeywords, noVehicleKeywords++));
    console.log(`  ${s.newKeywords.length} keywords never searched before (two neighbouring title words)`);
    const detailPath = (i) => `/item/public/buyer/item/detail?urlHandle=${pick(s.handles, i)}&attributeValueId=${pick(s.models, i)}`;
    // "max" runs 10 connections flat out (autocannon): throughput, and latency as a queue of 10. "N req/s"
    // offers N a second as independent shoppers would (open-loop-load.cjs), timed from when each was due.
    const scenarios = [
      scenario('search, repeated queries (cached), max', searchPath),
      scenario('search, every query new, max', freshSearchPath),
      paced('search, every query new, 300 req/s', freshSearchPath, 300),
      // What earlier runs called "300 req/s": autocannon's per-connection quota, sent flat out at the top of each second.
      scenario('search, every query new, 300 req/s in bursts (autocannon)', freshSearchPath, { overallRate: 300 }),
      paced('search, new keyword each time, 300 req/s', newKeywordPath, 300),
      paced('search without a vehicle, new keyword each time, 300 req/s', noVehicleKeywordPath, 300),
      scenario('item detail, max', detailPath),
      paced('item detail, 300 req/s', detailPath, 300),
      scenario('cascade child values, max', (i) => `/item/public/attr/value/child/car-model?parentId=${pick(s.parents, i)}`),
    ];
    // "Repeated" means asked before: each of its keyword × vehicle pairs twice, before it is measured.
    await warm(api.url, searchPath, s.keywords.length * s.models.length);
    for (const sc of scenarios) {
      const { title, result } = await bench(api.url, sc);
      rows.push(row(kind, title, result));
      const r = rows[rows.length - 1];
      console.log(`  ${title}: ${r['req/s']} req/s, p95 ${r['p95 ms']} ms`);
    }
    // An unrelated cheap route while search runs: shows whether queries block the event loop.
    for (const [load, health] of [
      [scenario('search, every query new, max (background load)', freshSearchPath), paced('/health during search load, max', () => '/health', 20)],
      [paced('search, every query new, 300 req/s (background load)', freshSearchPath, 300), paced('/health during search load, 300 req/s', () => '/health', 20)],
    ]) {
      const [loaded, checked] = await Promise.all([bench(api.url, load), bench(api.url, health)]);
      rows.push(row(kind, loaded.title, loaded.result), row(kind, checked.title, checked.result));
    }
  } finally {
    await api.stop();
    pg?.stop();
  }
  return rows;
}

const all = [];
for (const kind of ['pglite', 'postgres']) if (!only || only === kind) all.push(...(await runDb(kind)));
console.log(`\n${SECONDS} s per scenario, ${CONNECTIONS} connections, ${os.cpus().length} cores, dataset ${DATASET}:`);
console.table(all);
const out = path.join(root, '.data', 'bench');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, `api-${Date.now()}.json`), JSON.stringify(all, null, 2));
