// `npm run size`: first-load JavaScript (gzip, as served) of home and one route of each remote,
// measured in a real Chromium with an empty cache against the built apps. Fails above size-budget.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { root } = require('./run.cjs');
const { CHROMIUM_ARGS, ensureChromium } = require('./chromium.cjs');
const { startComposition } = require('./serve/composition.cjs');
const { chromium } = require('playwright-core');

const { APPS } = require('./apps.cjs');

/** Total JS each app ships in dist/ (every chunk a page of it could ever load). */
function appBundleSizes() {
  return APPS.map((app) => {
    const dist = path.join(app.dir, 'dist');
    const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const body = fs.readFileSync(path.join(dist, f));
      raw += body.length;
      gzip += zlib.gzipSync(body).length;
    }
    return { app: app.project, files: files.length, rawKiB: kib(raw).toFixed(1), gzipKiB: kib(gzip).toFixed(1) };
  });
}

const budget = JSON.parse(fs.readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const kib = (bytes) => bytes / 1024;

const shop = await startComposition({ basePort: Number(process.env.SIZE_BASE_PORT || 4400) });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: CHROMIUM_ARGS,
});

const rows = [];
let over = false;
try {
  for (const [name, page] of Object.entries(budget.pages)) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await tab.goto(shop.shopUrl + page.path, { waitUntil: 'networkidle' });
    await tab.locator(`[data-boundary="${page.remote}"]`).waitFor();
    let gzip = 0;
    let raw = 0;
    const byOrigin = {};
    for (const response of scripts) {
      const body = await response.body();
      const size = zlib.gzipSync(body).length;
      gzip += size;
      raw += body.length;
      const origin = new URL(response.url()).port;
      byOrigin[origin] = (byOrigin[origin] ?? 0) + size;
    }
    const fail = kib(gzip) > page.budgetKiB;
    over ||= fail;
    rows.push({ page: name, path: page.path, files: scripts.length, gzipKiB: kib(gzip).toFixed(1), rawKiB: kib(raw).toFixed(1), budgetKiB: page.budgetKiB, status: fail ? 'OVER' : 'ok' });
    await context.close();
  }
} finally {
  await browser.close();
  await shop.close();
}

console.log('\nFirst-load JavaScript (gzip level 6, what the servers send):\n');
console.table(rows);
console.log('\nBuilt JavaScript per app (all chunks, not only first load):\n');
console.table(appBundleSizes());
if (over) {
  console.error('At least one page is over its budget (size-budget.json).');
  process.exit(1);
}
