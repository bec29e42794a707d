// `npm run bench:shoppers`: 200 shoppers for 60 s against the commerce API run as 2 processes
// (AXLEBAY_API_PROCESSES, Node cluster) on a throwaway PostgreSQL 15, with autocannon: each connection
// is one guest who searches, opens a product, puts two parts in a new cart, reads the cart, gets a
// test-card token and checks out, then starts again. Prints p50/p95 per step, the errors, and checks
// afterwards that no cart lost a line and no item sold more than its stock.
// SHOPPERS, SECONDS, PROCESSES and DATASET (default small) change the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');
const { bin, run, root } = require('./run.cjs');
const { startApi } = require('./api-process.cjs');

const SHOPPERS = Number(process.env.SHOPPERS || 200);
const SECONDS = Number(process.env.SECONDS || 60);
const PROCESSES = Number(process.env.PROCESSES || 2);
const DATASET = process.env.DATASET || 'small';
const PORT = 4095;

const code = await run(bin('nx'), ['run', 'api:build', '--outputStyle=static']);
if (code !== 0) process.exit(code);
const { startTempPostgres } = require(path.join(root, 'api/dist/db/temp-postgres.js'));

const postgres = await startTempPostgres();
const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
let api;
try {
  console.log(`── starting the API: ${PROCESSES} processes on PostgreSQL, ${DATASET} dataset (built on first start) ──`);
  api = await startApi({
    env: { DATABASE_URL: postgres.url, AXLEBAY_API_PROCESSES: String(PROCESSES), AXLEBAY_DATASET: DATASET, API_PORT: String(PORT), LOG_LEVEL: 'error', AXLEBAY_PAYMENT_SECRET: crypto.randomBytes(32).toString('hex') },
    onLine: (line) => line.startsWith('[api]') && console.log(line),
  });
  await main(api.url);
} finally {
  await api?.stop();
  await db.end();
  postgres.stop();
}

async function main(base) {
  const keywords = ['brake pads', 'headlight', 'tail light', 'led bulb', 'floor mats', 'wiper', 'fog light', 'mirror'];
  const stockBefore = await stock();
  const started = new Date();

  // What each step measured: latencies (ms) and failures. `expected` failures are the shop saying no
  // for a good reason (sold out), not errors.
  const steps = ['search', 'product', 'add first part', 'add second part', 'read cart', 'card token', 'place order'];
  const timing = Object.fromEntries(steps.map((s) => [s, []]));
  const failures = Object.fromEntries(steps.map((s) => [s, 0]));
  let soldOut = 0;
  let lostLines = 0;
  let orders = 0;
  const failureSamples = [];

  const json = (body) => {
    try {
      return JSON.parse(body);
    } catch {
      return undefined;
    }
  };
  const step = (name, build, onOk) => ({
    setupRequest: (req, ctx) => {
      ctx.visitor ??= crypto.randomUUID();
      const built = build(ctx);
      ctx.t0 = performance.now();
      return { ...req, ...built, headers: { 'content-type': 'application/json', 'x-shop-id': '2022', visitor_u_key: ctx.visitor, ...(built.headers ?? {}) } };
    },
    onResponse: (status, body, ctx) => {
      timing[name].push(performance.now() - ctx.t0);
      const answer = json(body);
      if (status !== 200 || !answer?.success) {
        // Sold out: at placement, or already when the parts were added (the cart then stayed empty).
        if (name === 'place order' && (answer?.code === 'OUT_OF_STOCK' || (ctx.lines === 0 && answer?.message === 'Your cart is empty'))) soldOut++;
        else {
          failures[name]++;
          if (failureSamples.length < 5) failureSamples.push(`${name}: ${status} ${String(body).slice(0, 160)}`);
        }
        return;
      }
      onOk?.(answer.data, ctx);
    },
  });

  // A part in stock from the results. When none is (late in a run whole keywords sell out), the last
  // one chosen, or for a shopper's first search a part in stock at the start, as if from a link: the
  // add and place-order steps then meet "sold out" as a shopper would, not a made-up product.
  const linked = await inStockAtStart();
  const linkedPart = () => linked[Math.floor(Math.random() * linked.length)];
  const pickPart = (list, fallback) => {
    const parts = list.filter((i) => i.status === 'ON_SHELVES' && i.availableTotal > 0);
    return parts[Math.floor(Math.random() * parts.length)] ?? fallback ?? linkedPart();
  };

  const requests = [
    step(
      'search',
      (ctx) => {
        ctx.cart = undefined;
        ctx.lines = 0;
        return { method: 'GET', path: `/search-pro/public/items/filter-search?keyword=${encodeURIComponent(keywords[Math.floor(Math.random() * keywords.length)])}&size=24` };
      },
      (data, ctx) => {
        ctx.part = pickPart(data.list, ctx.part);
        // Another part when the results have one; else one more of the same (the cart then holds one line).
        ctx.second = pickPart(data.list.filter((i) => i.id !== ctx.part.id), ctx.part);
      },
    ),
    step('product', (ctx) => ({ method: 'GET', path: `/item/public/buyer/item/detail?urlHandle=${encodeURIComponent(ctx.part.urlHandle)}` })),
    step(
      'add first part',
      (ctx) => ({ method: 'POST', path: '/order/public/buyer/cart/v3', body: JSON.stringify({ action: 'UPDATE', items: [{ itemId: ctx.part.id, skuId: ctx.part.skuId, itemCount: 1 }] }) }),
      (data, ctx) => {
        ctx.cart = data.cartUUID;
        ctx.lines = data.items.length;
      },
    ),
    step(
      'add second part',
      (ctx) => ({
        method: 'POST',
        path: '/order/public/buyer/cart/v3',
        body: JSON.stringify({ action: 'UPDATE', ...(ctx.cart ? { cartUUID: ctx.cart } : {}), items: [{ itemId: ctx.second.id, skuId: ctx.second.skuId, itemCount: 1, previousCount: 0 }] }),
      }),
      (data, ctx) => {
        ctx.cart = data.cartUUID;
        // Two different parts, each accepted: the cart must hold both.
        const accepted = data.errors.length === 0 ? ctx.lines + (ctx.second.id === ctx.part.id ? 0 : 1) : ctx.lines;
        if (data.items.length !== accepted) lostLines++;
        ctx.lines = data.items.length;
      },
    ),
    step(
      'read cart',
      (ctx) => ({ method: 'GET', path: `/order/public/buyer/cart/v3?cartUUID=${ctx.cart ?? ''}` }),
      (data, ctx) => {
        if (data.items.length !== ctx.lines) lostLines++;
      },
    ),
    step(
      'card token',
      () => ({ method: 'POST', path: '/payment/public/test-gateway/tokens', body: JSON.stringify({ method: 'stripe', card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } }) }),
      (data, ctx) => {
        ctx.token = data.token;
      },
    ),
    step(
      'place order',
      (ctx) => ({
        method: 'POST',
        path: '/order/public/buyer/order',
        headers: { 'idempotency-key': `load-${crypto.randomBytes(8).toString('hex')}` },
        body: JSON.stringify({
          cartUUID: ctx.cart,
          email: 'load-shopper@example.com',
          shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', phone: '(415) 555-0123', country: 'US', state: 'CA', city: 'San Francisco', address1: '1 Market St', postalCode: '94105' },
          shippingMethod: 'STANDARD',
          payment: { method: 'stripe', token: ctx.token },
          returnUrl: 'http://localhost:4103/paymentCallback',
        }),
      }),
      () => orders++,
    ),
  ];

  console.log(`── ${SHOPPERS} shoppers for ${SECONDS} s ──`);
  const result = await autocannon({ url: base, connections: SHOPPERS, duration: SECONDS, requests, timeout: 30 });

  // Stock and the orders holding it read in one snapshot: an order still committing when the load
  // stops is then in both or in neither.
  const { stockAfter, reserved } = await inOneSnapshot(async (client) => ({ stockAfter: await stock(client), reserved: await reservedSince(started, client) }));
  let oversold = 0;
  let mismatched = 0;
  for (const [id, before] of stockBefore) {
    const after = stockAfter.get(id);
    if (after < 0) oversold++;
    if (before - after !== (reserved.get(id) ?? 0)) mismatched++;
  }

  const pct = (list, p) => {
    if (list.length === 0) return '—';
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
  };
  const table = steps.map((s) => ({ step: s, requests: timing[s].length, errors: failures[s], 'p50 ms': pct(timing[s], 50), 'p95 ms': pct(timing[s], 95), 'max ms': pct(timing[s], 100) }));
  console.log(`\n${SHOPPERS} shoppers, ${SECONDS} s, ${PROCESSES} API processes on PostgreSQL, ${os.cpus().length} cores (load generator on the same machine), dataset ${DATASET}:`);
  console.table(table);
  const errors = Object.values(failures).reduce((a, b) => a + b, 0) + result.errors + result.timeouts;
  const summary = {
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    errors,
    'transport errors': result.errors,
    timeouts: result.timeouts,
    'orders placed': orders,
    'checkouts refused: sold out': soldOut,
    'carts that lost a line': lostLines,
    'items sold beyond stock': oversold,
    'items whose stock moved by other than their orders': mismatched,
  };
  console.table(summary);
  for (const sample of failureSamples) console.log(`  e.g. ${sample}`);
  const out = path.join(root, '.data', 'bench');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `shoppers-${Date.now()}.json`), JSON.stringify({ table, summary }, null, 2));
  if (errors > 0 || lostLines > 0 || oversold > 0 || mismatched > 0) process.exitCode = 1;
}

async function inOneSnapshot(read) {
  const client = await db.connect();
  try {
    await client.query('begin isolation level repeatable read');
    const result = await read(client);
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

async function inStockAtStart() {
  const { rows } = await db.query("select id, sku_id, url_handle from item where status = 'ON_SHELVES' and available_total > 0");
  return rows.map((r) => ({ id: Number(r.id), skuId: Number(r.sku_id), urlHandle: r.url_handle }));
}

async function stock(q = db) {
  const { rows } = await q.query('select id, available_total from item');
  return new Map(rows.map((r) => [Number(r.id), Number(r.available_total)]));
}

/** Units held by the orders placed since `since` (the statuses that hold stock, orders/order-states.ts). */
async function reservedSince(since, q = db) {
  const { rows } = await q.query(
    `select l.item_id, sum(l.item_count)::int as n from order_line l join shop_order o on o.id = l.order_id
     where o.placed_at >= $1 and o.status in ('AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED') group by l.item_id`,
    [since],
  );
  return new Map(rows.map((r) => [Number(r.item_id), r.n]));
}
