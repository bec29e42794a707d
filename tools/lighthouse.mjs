// Lighthouse mobile performance of the home, search, product, a category (/lighting) and cart pages, in headless Debian
// Chromium, against the built apps and the real API (small dataset): `npm run lighthouse`.
// The cart page is measured as a signed-in shopper with three lines (the token cookie is set before
// the run and storage is not reset). `--pages=cart,home` picks pages (also `garage`, `login` and the content pages `blog`, `campaign`, `faq`, `tpms`, measured only
// when named); `--runs=3` takes the median.
// Prints the score and the spec §9 vitals per page; exits 1 when a page scores under MIN_SCORE.
// LIGHTHOUSE_DETAIL=1 prints each run's first paint, LCP element and long tasks; LIGHTHOUSE_SAVE=<folder> keeps each report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const { run, bin } = require('./run.cjs');
const { startMeasuredShop } = require('./measured-shop.cjs');
const { ensureChromium, CHROMIUM_ARGS } = require('./chromium.cjs');
const { median } = require('./stats.cjs');

const BASE = Number(process.env.LIGHTHOUSE_BASE_PORT || 4500);
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE || 0);

if (!process.argv.includes('--no-build')) {
  const code = await run(bin('nx'), ['run-many', '-t', 'build', '--exclude=e2e', '--outputStyle=static']);
  if (code !== 0) process.exit(code);
}

const measured = await startMeasuredShop({ basePort: BASE, dataDir: '.data/api-lighthouse' });
const { api, shop } = measured;

// A real product handle: the first result for "headlight".
const product = await measured.productHandle('headlight');
const allPages = { home: '/', search: '/search?keyword=headlight', product: `/product/${product}`, category: '/lighting', cart: '/shopCart', garage: '/myGarage', login: '/login', blog: '/blogs/choosing-brake-pads', campaign: '/campaign/amazing-offers-rolling-in', faq: '/help/faq', tpms: '/featured/tpms-sensors' };
/** Measured when no `--pages` is given; garage, login and the content pages (blog, campaign, faq, tpms) on demand. */
const DEFAULT_PAGES = ['home', 'search', 'product', 'category', 'cart'];
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const wanted = arg('pages')?.split(',') ?? DEFAULT_PAGES;
const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => wanted.includes(name)));
const RUNS = Math.max(1, Number(arg('runs') ?? 1));

/** A new account whose cart holds three different in-stock parts; its token. */
async function shopperWithThreeLines() {
  const call = async (method, p, body, token) => {
    const res = await fetch(api.url + p, {
      method,
      headers: { 'content-type': 'application/json', 'x-shop-id': '2022', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!json.success) throw new Error(`${method} ${p}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const email = `lighthouse-${Date.now()}@axlebay.test`;
  const { token } = await call('POST', '/account/public/buyer/account/register', { email, password: 'Lighthouse-cart 2026' });
  const found = await call('GET', '/search-pro/public/items/filter-search?keyword=brake&size=24');
  const lines = found.list.filter((i) => i.status === 'ON_SHELVES' && (i.availableTotal ?? 0) >= 2).slice(0, 3);
  if (lines.length < 3) throw new Error('fewer than three purchasable parts for the cart page');
  await call('POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: lines.map((i, n) => ({ itemId: i.id, skuId: i.skuId, itemCount: n + 1 })) }, token);
  return token;
}

const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const rows = [];
let failed = false;
try {
  for (const [name, pagePath] of Object.entries(pages)) {
    const signedIn = name === 'cart';
    if (signedIn) {
      // The shell reads the session from its cookie: set it in the browser, and keep it through the run.
      const token = await shopperWithThreeLines();
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie({ name: 'axlebay_token', value: token, domain: 'localhost', path: '/' });
      await browser.disconnect();
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse's default mobile run: Moto G-class emulation, simulated slow 4G, performance only.
      const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableStorageReset: signedIn };
      const { lhr } = await lighthouse(shop.shopUrl + pagePath, flags);
      const { audits, categories } = lhr;
      // LIGHTHOUSE_SAVE=<folder>: each run's whole report, to compare a slow run with a fast one.
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      // LIGHTHOUSE_DETAIL=1: the main-thread tasks over 50 ms (simulated) and the script boot-up cost.
      if (process.env.LIGHTHOUSE_DETAIL) {
        const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
        // The document's own answer time: a slow one delays the first paint before any script runs.
        const serverMs = Math.round(audits['server-response-time']?.numericValue ?? NaN);
        const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        console.log(`\n${name} run ${i + 1}: FCP ${Math.round(audits['first-contentful-paint'].numericValue)} ms, document answered in ${serverMs} ms; LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms on ${lcpElement?.nodeLabel ?? '?'} (${lcpElement?.selector ?? ''}); TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms; long tasks:`);
        for (const t of audits['long-tasks']?.details?.items ?? []) console.log(`  ${Math.round(t.startTime)} ms +${Math.round(t.duration)} ms ${short(t.url)}`);
        console.log('  boot-up (script evaluation + parse/compile, ms):');
        for (const b of audits['bootup-time']?.details?.items ?? []) console.log(`  ${short(b.url)}: ${Math.round(b.scripting)} + ${Math.round(b.scriptParseCompile)}`);
      }
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        FCP: audits['first-contentful-paint'].numericValue,
        LCP: audits['largest-contentful-paint'].numericValue,
        TBT: audits['total-blocking-time'].numericValue,
        CLS: audits['cumulative-layout-shift'].numericValue,
        SI: audits['speed-index'].numericValue,
      });
    }
    const mid = (key) => median(runs.map((r) => r[key]));
    const score = mid('score');
    failed ||= score < MIN_SCORE;
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    // Every run's TBT beside the median: on these pages it varies more between runs of one build than
    // most changes move it (the parse and first layout it counts vary), so a difference is read against it.
    const tbtRuns = RUNS > 1 ? runs.map((r) => Math.round(r.TBT)).join(' / ') : undefined;
    rows.push({ page: name, path: pagePath, runs: RUNS, score, FCP: seconds(mid('FCP')), LCP: seconds(mid('LCP')), TBT: `${Math.round(mid('TBT'))} ms`, ...(tbtRuns ? { 'TBT of each run': tbtRuns } : {}), CLS: mid('CLS').toFixed(3), SI: seconds(mid('SI')) });
  }
} finally {
  await chrome.kill();
  await measured.close();
}
console.log('\nLighthouse mobile performance (headless Chromium, simulated throttling):\n');
console.table(rows);
if (failed) {
  console.error(`A page scored under ${MIN_SCORE}.`);
  process.exit(1);
}
