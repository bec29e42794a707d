// `npm run bench:health`: does anything stall the API? On the embedded database (PGlite, small
// dataset), for SECONDS (default 15) each: avatars read flat out (8 connections on a 2 MiB image) with
// uploads going on, then searches flat out (every query new), then searches with uploads going on;
// meanwhile /health is asked 20 times a second. Prints /health p50/p95/max and what the load achieved.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** /health every 50 ms after the previous answer, until told to stop; answers the latencies. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.once('message', () => (stop = true));
(async () => {
  const list = [];
  while (!stop) {
    const t0 = performance.now();
    await fetch(workerData.url).then((r) => r.arrayBuffer());
    list.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }
  parentPort.postMessage(list);
})();
`;
const autocannon = require('autocannon');
const { bin, run, root } = require('./run.cjs');
const { startApi } = require('./api-process.cjs');

const SECONDS = Number(process.env.SECONDS || 15);
// UPLOADS=0: avatars are only read (to tell the cost of reading from that of uploading).
const UPLOADS = process.env.UPLOADS !== '0';
const code = await run(bin('nx'), ['run', 'api:build', '--outputStyle=static']);
if (code !== 0) process.exit(code);

const api = await startApi({
  env: { AXLEBAY_DATASET: 'small', API_PORT: '4096', LOG_LEVEL: 'error', AXLEBAY_DATA_DIR: path.join(root, '.data', 'api-bench-health'), AXLEBAY_REGISTRATIONS_PER_IP_HOUR: '1000' },
  onLine: (line) => line.startsWith('[api]') && console.log(line),
});
const rows = [];
const failures = [];
try {
  const base = api.url;
  const email = `bench-${Date.now()}@axlebay.test`;
  const registered = await (await fetch(`${base}/account/public/buyer/account/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Bench-marks 2026' }) })).json();
  const token = registered.data.token;
  const accountId = registered.data.accountId;
  // A 2 MiB "PNG": the signature, then noise (the API decides the type by the first bytes).
  const image = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(2 * 1024 * 1024 - 8)]);
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'avatar.png');
    const res = await fetch(`${base}/account/buyer/account/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  await upload();

  for (const load of ['avatars read and uploaded', 'searches, every query new', 'searches and uploads together']) {
    const health = [];
    let uploads = 0;
    let stop = false;
    // The probe has a thread of its own: the load generator's work on big answers must not delay it.
    const prober = new Worker(PROBE, { eval: true, workerData: { url: `${base}/health` } });
    const probe = new Promise((resolve) => prober.once('message', (list) => resolve(health.push(...list))));
    const uploading = (load.startsWith('avatars') || load.endsWith('together')) && UPLOADS
      ? (async () => {
          while (!stop) {
            await upload();
            uploads++;
          }
        })()
      : Promise.resolve();
    let n = 0;
    const result = await autocannon(
      load.startsWith('avatars')
        ? { url: `${base}/account/public/buyer/account/avatar/${accountId}`, connections: 8, duration: SECONDS }
        : {
            url: base,
            connections: 8,
            duration: SECONDS,
            requests: [
              {
                setupRequest: (req) => ({ ...req, path: `/search-pro/public/items/filter-search?keyword=${['brake', 'headlight', 'mirror', 'wiper'][n % 4]}&size=24&minPrice=${n++ % 100000}` }),
                onResponse: (status, body) => status !== 200 && failures.length < 3 && failures.push(`${status} ${body.slice(0, 160)}`),
              },
            ],
          },
    );
    stop = true;
    prober.postMessage('stop');
    await Promise.all([probe, uploading]);
    await prober.terminate();
    const sorted = health.sort((a, b) => a - b);
    const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
    rows.push({ load, 'load req/s': Math.round(result.requests.average), 'load errors': result.errors + result.non2xx, uploads, '/health answers': sorted.length, '/health p50 ms': at(0.5), '/health p95 ms': at(0.95), '/health max ms': at(1) });
  }
} finally {
  await api.stop();
}
console.log(`\n${SECONDS} s per load, embedded PGlite, small dataset; /health asked every 50 ms after the previous answer:`);
console.table(rows);
for (const failure of failures) console.log(`  e.g. ${failure}`);
const out = path.join(root, '.data', 'bench');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, `health-${Date.now()}.json`), JSON.stringify(rows, null, 2));
