// `npm run bench:checkout [pglite|postgres]`: order placement under load, on the built API (as
// tools/bench-api.mjs starts it), on embedded PGlite and then on a throwaway PostgreSQL 15.
// Each round places BENCH_CHECKOUTS (20) orders at once, each from its own guest cart of 1–3 lines of
// in-stock items, paid with the test gateway's success card; BENCH_ROUNDS (5) rounds. Carts and
// tokens are made before a round starts: the figures are the placement call alone (price, reserve,
// record, charge, answer). Then a stock race: BENCH_RACERS (10) buyers for an item's last unit.
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { bin, run, root } = require('../../tools/run.cjs');
const { startApi } = require('../../tools/api-process.cjs');

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const RACERS = Number(process.env.BENCH_RACERS || 10);
const DATASET = process.env.BENCH_DATASET || 'small';
const only = process.argv[2]; // pglite | postgres
const RETURN_URL = 'http://localhost:4103/paymentCallback';
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', phone: '4155550123', country: 'US', state: 'CA', city: 'San Francisco', address1: '1 Market St', postalCode: '94105' };

if (!process.env.BENCH_SKIP_BUILD) {
  const code = await run(bin('nx'), ['run', 'api:build', '--outputStyle=static']);
  if (code !== 0) process.exit(code);
}
const { startTempPostgres } = require(path.join(root, 'api/dist/db/temp-postgres.js'));

async function call(api, method, p, body, headers = {}) {
  const res = await fetch(api + p, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** In-stock items any shopper can buy (ON_SHELVES in the US shop, stock ≥ 50). */
async function stockedItems(api) {
  const found = new Map();
  for (const keyword of ['brake', 'light', 'filter', 'sensor', 'mat', 'bulb', 'wiper', 'pad', 'mirror', 'cover']) {
    const res = await call(api, 'GET', `/search-pro/public/items/filter-search?keyword=${keyword}&size=48`);
    for (const item of res.body.data?.list ?? []) {
      if (item.status === 'ON_SHELVES' && item.availableTotal >= 50) found.set(item.id, { itemId: item.id, skuId: item.skuId, availableTotal: item.availableTotal });
    }
  }
  if (found.size < 10) throw new Error(`only ${found.size} stocked items found`);
  return [...found.values()];
}

async function guestCart(api, lines) {
  const res = await call(api, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: lines });
  if (res.status !== 200 || !res.body.data.cartUUID) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.cartUUID;
}

async function cardToken(api) {
  const year = new Date().getUTCFullYear() + 2;
  const res = await call(api, 'POST', '/payment/public/test-gateway/tokens', { method: 'stripe', card: { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123' } });
  return res.body.data.token;
}

function placeOrder(api, cartUUID, token) {
  const body = { cartUUID, email: 'bench@example.com', shippingAddress: ADDRESS, shippingMethod: 'STANDARD', payment: { method: 'stripe', token }, returnUrl: RETURN_URL };
  return call(api, 'POST', '/order/public/buyer/order', body, { 'idempotency-key': `bench-${crypto.randomBytes(8).toString('hex')}` });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (v) => Math.round(v * 10) / 10;

/** One shopper at a time: what a placement costs without contention. */
async function solo(api, items, count = 10) {
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const lines = [items[i % items.length], items[(i + 3) % items.length]].map((it) => ({ itemId: it.itemId, skuId: it.skuId, itemCount: 1 }));
    const cartUUID = await guestCart(api, lines);
    const token = await cardToken(api);
    const t0 = performance.now();
    const res = await placeOrder(api, cartUUID, token);
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`solo placement: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return latencies.sort((a, b) => a - b);
}

async function rounds(api, items) {
  const latencies = [];
  const failures = [];
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const prepared = [];
    for (let i = 0; i < CHECKOUTS; i++) {
      const count = 1 + ((round + i) % 3);
      const lines = Array.from({ length: count }, (_, k) => items[(n++ * 7 + k) % items.length]).map((it) => ({ itemId: it.itemId, skuId: it.skuId, itemCount: 1 }));
      const unique = [...new Map(lines.map((l) => [l.skuId, l])).values()];
      prepared.push({ cartUUID: await guestCart(api, unique), token: await cardToken(api) });
    }
    const started = performance.now();
    const answers = await Promise.all(
      prepared.map(async (p) => {
        const t0 = performance.now();
        const res = await placeOrder(api, p.cartUUID, p.token);
        latencies.push(performance.now() - t0);
        if (res.status !== 200 || res.body.data.order.status !== 'PAID') failures.push(`${res.status} ${res.body.message ?? res.body.data?.order?.status}`);
        return res;
      }),
    );
    const wall = performance.now() - started;
    console.log(`  round ${round + 1}: ${answers.length} placements in ${ms(wall)} ms`);
  }
  latencies.sort((a, b) => a - b);
  return { latencies, failures };
}

/** N buyers, one unit left: the item's stock is bought down to 1 first, then everyone tries at once. */
async function stockRace(api, item) {
  const before = item.availableTotal;
  let left = before;
  // Buy all but one unit (at most 999 per line).
  while (left > 1) {
    const take = Math.min(999, left - 1);
    const cart = await guestCart(api, [{ itemId: item.itemId, skuId: item.skuId, itemCount: take }]);
    const res = await placeOrder(api, cart, await cardToken(api));
    if (res.status !== 200) throw new Error(`stock race set-up: ${res.status} ${JSON.stringify(res.body)}`);
    left -= take;
  }
  const carts = [];
  for (let i = 0; i < RACERS; i++) carts.push({ cart: await guestCart(api, [{ itemId: item.itemId, skuId: item.skuId, itemCount: 1 }]), token: await cardToken(api) });
  const answers = await Promise.all(carts.map((c) => placeOrder(api, c.cart, c.token)));
  const winners = answers.filter((r) => r.status === 200 && r.body.data.order.status === 'PAID').length;
  const soldOut = answers.filter((r) => r.status === 409).length;
  const messages = [...new Set(answers.filter((r) => r.status === 409).map((r) => r.body.message))];
  return { racers: RACERS, winners, soldOut, messages };
}

async function runDb(kind) {
  const env = { AXLEBAY_DATASET: DATASET, API_PORT: '4091', LOG_LEVEL: 'error' };
  let pg;
  if (kind === 'postgres') {
    pg = await startTempPostgres();
    env.DATABASE_URL = pg.url;
  } else env.AXLEBAY_DATA_DIR = path.join(root, '.data', `api-bench-checkout-${DATASET}`);
  console.log(`\n── ${kind}: starting the API on the ${DATASET} dataset ──`);
  const api = await startApi({ env, onLine: (l) => l.startsWith('[api]') && console.log(l) });
  try {
    const items = await stockedItems(api.url);
    // The race item is kept out of the rounds: its stock is known.
    const raceItem = items.pop();
    const alone = await solo(api.url, items);
    const { latencies, failures } = await rounds(api.url, items);
    const race = await stockRace(api.url, raceItem);
    return {
      db: kind,
      'alone p50 ms': ms(percentile(alone, 50)),
      placements: latencies.length,
      'p50 ms': ms(percentile(latencies, 50)),
      'p95 ms': ms(percentile(latencies, 95)),
      'max ms': ms(latencies[latencies.length - 1]),
      'not PAID': failures.length,
      'race winners': `${race.winners} of ${race.racers}`,
      'race 409s': race.soldOut,
      race,
      failures: failures.slice(0, 5),
    };
  } finally {
    await api.stop();
    pg?.stop();
  }
}

const results = [];
for (const kind of ['pglite', 'postgres']) if (!only || only === kind) results.push(await runDb(kind));
console.log(`\n${ROUNDS} rounds × ${CHECKOUTS} concurrent checkouts (guest carts of 1–3 lines, test card 4242…), ${os.cpus().length} cores, dataset ${DATASET}:`);
console.table(results.map(({ race, failures, ...row }) => row));
for (const r of results) {
  console.log(`${r.db} stock race: ${r.race.winners} winner(s), ${r.race.soldOut} × 409 ${JSON.stringify(r.race.messages)}`);
  if (r.failures.length) console.log(`${r.db} failures: ${r.failures.join('; ')}`);
}
const raceOk = results.every((r) => r.race.winners === 1 && r.race.soldOut === r.race.racers - 1);
if (!raceOk || results.some((r) => r['not PAID'] > 0)) process.exitCode = 1;
