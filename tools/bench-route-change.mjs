// `npm run bench:route-change`: how long a route change between remotes takes to paint on desktop
// (no throttling), against the built apps and the real API: from the click on a link the shopper
// pointed at first (the shell then loads that remote's parcel) to the new page's h1 in the DOM.
// Prints each pair's median of RUNS; the first visit of each pair in a fresh page, as a shopper would.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startMeasuredShop } = require('./measured-shop.cjs');
const { ensureChromium, CHROMIUM_ARGS } = require('./chromium.cjs');
const { median } = require('./stats.cjs');
const { chromium } = require('playwright-core');

const BASE = Number(process.env.ROUTE_BENCH_BASE_PORT || 4800);
const RUNS = 5;
const measured = await startMeasuredShop({ basePort: BASE, dataDir: '.data/api-lighthouse' });
const { shop } = measured;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** From → link text → the remote whose page must show. */
const PAIRS = [
  { from: '/', link: 'About us', remote: 'content' },
  { from: '/about', link: 'Categories', remote: 'catalog' },
  { from: '/lighting', link: 'FAQ', remote: 'content' },
];
const rows = [];
try {
  for (const pair of PAIRS) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(shop.shopUrl + pair.from, { waitUntil: 'networkidle' });
      const link = page.getByRole('link', { name: pair.link, exact: true }).first();
      await link.hover();
      await page.waitForTimeout(300);
      // Listen in the page first, then click: the time runs from the click to the new h1 in the DOM, painted.
      await page.evaluate((remote) => {
        const selector = `[data-boundary="${remote}"][data-route] h1`;
        window.__routeDone = new Promise((resolve) => {
          let start = 0;
          document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (start && document.querySelector(selector)) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          }).observe(document.body, { childList: true, subtree: true });
        });
      }, pair.remote);
      await link.click();
      times.push(await page.evaluate(() => window.__routeDone));
      await page.close();
    }
    rows.push({ from: pair.from, link: pair.link, remote: pair.remote, runs: RUNS, medianMs: Math.round(median(times)) });
  }
} finally {
  await browser.close();
  await measured.close();
}
console.log('\nRoute change to paint, desktop, no throttling (link pointed at first):\n');
console.table(rows);
