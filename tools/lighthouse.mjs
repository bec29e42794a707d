// Lighthouse mobile performance of the home, search and product pages, in headless Debian Chromium,
// against the built apps and the real API (small dataset): `npm run lighthouse`.
// Prints the score and the spec §9 vitals per page; exits 1 when a page scores under MIN_SCORE.
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { root, run, bin } = require('./run.cjs');
const { startApi } = require('./api-process.cjs');
const { startComposition } = require('./serve/composition.cjs');
const { ensureChromium, CHROMIUM_ARGS } = require('./chromium.cjs');

const BASE = Number(process.env.LIGHTHOUSE_BASE_PORT || 4500);
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE || 0);

if (!process.argv.includes('--no-build')) {
  const code = await run(bin('nx'), ['run-many', '-t', 'build', '--exclude=e2e', '--outputStyle=static']);
  if (code !== 0) process.exit(code);
}

const origins = [0, 1, 2, 3, 4, 5].map((i) => `http://localhost:${BASE + i}`);
const api = await startApi({
  onLine: () => undefined,
  env: {
    API_PORT: String(BASE + 10),
    AXLEBAY_DATASET: 'small',
    AXLEBAY_DATA_DIR: path.join(root, '.data/api-lighthouse'),
    AXLEBAY_CORS_ORIGINS: origins.join(','),
  },
});
const shop = await startComposition({ basePort: BASE, env: { ...process.env, AXLEBAY_API_URL: api.url } });

// A real product handle: the first result for "headlight".
const found = await (await fetch(`${api.url}/search-pro/public/items/filter-search?keyword=headlight&size=1`, { headers: { 'x-shop-id': '2022' } })).json();
const product = found.data.list[0]?.urlHandle;
const pages = { home: '/', search: '/search?keyword=headlight', product: `/product/${product}` };

const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const rows = [];
let failed = false;
try {
  for (const [name, pagePath] of Object.entries(pages)) {
    // Lighthouse's default mobile run: Moto G-class emulation, simulated slow 4G, performance only.
    const result = await lighthouse(shop.shopUrl + pagePath, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const { audits, categories } = result.lhr;
    const score = Math.round((categories.performance.score ?? 0) * 100);
    failed ||= score < MIN_SCORE;
    rows.push({
      page: name,
      path: pagePath,
      score,
      FCP: audits['first-contentful-paint'].displayValue,
      LCP: audits['largest-contentful-paint'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
      SI: audits['speed-index'].displayValue,
    });
  }
} finally {
  await chrome.kill();
  await shop.close();
  await api.stop();
}
console.log('\nLighthouse mobile performance (headless Chromium, simulated throttling):\n');
console.table(rows);
if (failed) {
  console.error(`A page scored under ${MIN_SCORE}.`);
  process.exit(1);
}
