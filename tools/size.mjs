// `npm run size`: first-load JavaScript (gzip, as served) of home and one route of each remote,
// measured in a real Chromium with an empty cache against the built apps and the real API (small
// dataset), so pages the server composes are measured as shoppers get them. Fails above size-budget.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { root } = require('./run.cjs');
const { CHROMIUM_ARGS, ensureChromium } = require('./chromium.cjs');
const { startMeasuredShop } = require('./measured-shop.cjs');
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

const measured = await startMeasuredShop({ basePort: Number(process.env.SIZE_BASE_PORT || 4400), dataDir: '.data/api-size' });
const { shop } = measured;
// `{product}` in a budget's path: a real product handle, the first result for "headlight".
const productHandle = await measured.productHandle('headlight');
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
    // First load: the scripts requested before the page was live (its remote mounted, or hydrated
    // when the server composed it: the shell marks <html data-route-live>). Then everything the load
    // fetched until the network went quiet (idle-loaded parts such as the header's garage chip
    // included): each has its budget. The moment is taken in the page itself (a MutationObserver),
    // so a script counts as first load exactly when its request started before it.
    const selector = `[data-boundary="${page.remote}"][data-route]`;
    await tab.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.hasAttribute('data-route-live')) {
          window.__routeShownAt = Date.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-route-live'] });
    });
    await tab.goto(shop.shopUrl + page.path.replace('{product}', productHandle), { waitUntil: 'commit' });
    await tab.locator(selector).waitFor();
    await tab.locator('html[data-route-live]').waitFor({ state: 'attached' });
    await tab.waitForLoadState('networkidle');
    const shownAt = await tab.evaluate(() => window.__routeShownAt);
    // Each script once: its path, gzip size and whether it was asked for before the page was live.
    const sized = [];
    for (const response of scripts) {
      const body = await response.body();
      sized.push({
        script: new URL(response.url()).pathname,
        gzip: zlib.gzipSync(body).length,
        critical: response.request().timing().startTime <= shownAt,
      });
    }
    const critical = sized.filter((s) => s.critical);
    const sum = (list) => ({ gzip: kib(list.reduce((total, s) => total + s.gzip, 0)) });
    const first = sum(critical);
    // SIZE_DETAIL=1 lists every first-load script with its gzip size, largest first.
    if (process.env.SIZE_DETAIL) {
      console.log(`\n${name} (${page.path})`);
      console.table([...critical].sort((a, b) => b.gzip - a.gzip).map((s) => ({ script: s.script, gzipKiB: kib(s.gzip).toFixed(1) })));
    }
    const all = sum(sized);
    const totalBudget = page.totalBudgetKiB ?? budget.totalBudgetKiB;
    const fail = first.gzip > page.budgetKiB || all.gzip > totalBudget;
    over ||= fail;
    rows.push({
      page: name,
      path: page.path,
      files: `${critical.length}/${scripts.length}`,
      firstKiB: first.gzip.toFixed(1),
      budgetKiB: page.budgetKiB,
      onLoadKiB: all.gzip.toFixed(1),
      onLoadBudgetKiB: totalBudget,
      status: fail ? 'OVER' : 'ok',
    });
    await context.close();
  }
} finally {
  await browser.close();
  await measured.close();
}

console.log('\nJavaScript per page, gzip level 6 (what the servers send): first = until the page is live (mounted or hydrated), onLoad = all until the network is idle\n');
console.table(rows);
console.log('\nBuilt JavaScript per app (all chunks, not only first load):\n');
console.table(appBundleSizes());
if (over) {
  console.error('At least one page is over its budget (size-budget.json).');
  process.exit(1);
}
