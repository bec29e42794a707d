// Experiment (issue 3 §9): PGlite runs queries on the thread that owns it. Does moving it into a
// worker thread keep the API's event loop free? Runs a representative search query (full text +
// vehicle fitment + ranking) for a fixed time, first with PGlite on the main thread, then in a
// worker_thread, and reports queries/s, query latency and the main thread's event-loop delay.
//
//   node api/scripts/pglite-worker-experiment.cjs [dataDir]   (default: .data/api-default, built by npm start;
//   the API must not be running: one process owns a data dir)
const path = require('node:path');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

const SEARCH = `
  select i.id, i.title, ts_rank(i.search, q) as rank
  from item i, websearch_to_tsquery('english', $1) q
  where i.search @@ q and i.us_status = 'ON_SHELVES'
    and (i.vehicle_universal or exists (
      select 1 from fitment f where f.item_id = i.id and f.model_id = $2 and $3 between f.year_from and f.year_to))
  order by rank desc, i.id limit 24`;
const KEYWORDS = ['headlight', 'brake pads', 'led bulb', 'tail light', 'tpms sensor', 'floor mats', 'fog light', 'wiper'];

async function open(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dir, 'pgdata'), { extensions: { pg_trgm } });
  await db.waitReady;
  return db;
}

if (!isMainThread) {
  // Worker: owns PGlite, answers { id, sql, params } messages.
  open(workerData.dir).then((db) => {
    parentPort.on('message', async ({ id, sql, params }) => {
      if (id === 'close') return db.close().then(() => parentPort.postMessage({ id: 'closed' }));
      const result = await db.query(sql, params);
      parentPort.postMessage({ id, rows: result.rows.length });
    });
    parentPort.postMessage({ id: 'ready' });
  });
  return;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function drive(label, query, models, seconds = 10, concurrency = 4) {
  const latencies = [];
  // A 5 ms ticker stands in for everything else the API must do (other requests, /health): the gaps
  // between its ticks show how long the main thread was unavailable.
  const gaps = [];
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 5);
  const until = Date.now() + seconds * 1000;
  let n = 0;
  async function lane() {
    while (Date.now() < until) {
      const i = n++;
      const model = models[i % models.length];
      const started = performance.now();
      await query(SEARCH, [KEYWORDS[i % KEYWORDS.length], model.id, model.year]);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  clearInterval(ticker);
  gaps.push(performance.now() - last);
  latencies.sort((a, b) => a - b);
  gaps.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    mode: label,
    'queries/s': Math.round(latencies.length / seconds),
    'query p50 ms': ms(percentile(latencies, 50)),
    'query p95 ms': ms(percentile(latencies, 95)),
    'ticks of a 5 ms timer': gaps.length,
    'tick gap p99 ms': ms(percentile(gaps, 99)),
    'tick gap max ms': ms(gaps[gaps.length - 1]),
  };
}

(async () => {
  const dir = path.resolve(process.argv[2] || path.join(__dirname, '../../.data/api-default'));
  const main = await open(dir);
  const models = (await main.query('select id, (year_from + year_to) / 2 as year from vehicle_model order by id limit 200')).rows;
  const count = (await main.query('select count(*)::int as n from item')).rows[0].n;
  console.log(`dataset: ${count} items, ${models.length} vehicles; 4 queries in flight, 10 s per mode`);
  const rows = [await drive('main thread', (sql, params) => main.query(sql, params), models)];
  await main.close();

  const worker = new Worker(__filename, { workerData: { dir } });
  const pending = new Map();
  let next = 0;
  await new Promise((resolve) => worker.once('message', resolve)); // ready
  worker.on('message', (m) => {
    const resolve = pending.get(m.id);
    pending.delete(m.id);
    resolve?.(m);
  });
  const query = (sql, params) =>
    new Promise((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      worker.postMessage({ id, sql, params });
    });
  rows.push(await drive('worker thread', query, models));
  await new Promise((resolve) => {
    pending.set('closed', resolve);
    worker.postMessage({ id: 'close' });
  });
  await worker.terminate();
  console.table(rows);
})();
