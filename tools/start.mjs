// `npm start`: builds the API and every app in production mode (cached by Nx), starts the commerce
// API on its embedded database (the first start builds the dataset, later starts reuse it), serves the
// shell and each remote from its own port, and prints the URLs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { bin, run } = require('./run.cjs');
const { devMailOnLine, startApi } = require('./api-process.cjs');

console.log('Building the API, the shell and the five remotes (production, cached)…');
const code = await run(bin('nx'), ['run-many', '-t', 'build', '--exclude=e2e', '--outputStyle=static']);
if (code !== 0) process.exit(code);

// The guide videos are data a script makes (spec §2 /guidevideo): rendered once in the system Chromium,
// skipped when up to date. Without Chromium the video pages show their transcripts.
const { findChromium } = require('./chromium.cjs');
const chromium = findChromium();
if (chromium) await run('node', ['tools/media/make-guide-videos.mjs'], { env: { CHROME_PATH: chromium } });
else console.log('No Chromium found: the guide videos are not rendered (their pages show the transcripts).');

console.log('\nStarting the commerce API…');
// Info level so the reset tokens and email codes (the dev mailbox) show; other info lines are hidden.
const api = await startApi({ onLine: devMailOnLine, env: { LOG_LEVEL: process.env.LOG_LEVEL || 'info' } }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const { startComposition } = require('./serve/composition.cjs');
const { releasedShop } = require('./release/local-shop.cjs');
// The local composition is a tester's shop: `?mfOverride=` is on unless AXLEBAY_ALLOW_OVERRIDES=0.
// Its registry is a file `npm run release` / `rollback` change (tools/release), its CDN serves the releases.
const local = await releasedShop({ AXLEBAY_ALLOW_OVERRIDES: '1', ...process.env, AXLEBAY_API_URL: api.url });
const shop = await startComposition(local);
console.log('');
for (const [name, url] of Object.entries(shop.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
console.log(`  ${'api'.padEnd(14)} ${api.url}`);
console.log(`\nAxlebay is running: ${shop.shopUrl}\n(API: ${api.url}; press Ctrl+C to stop)`);

const stop = async () => {
  await shop.close();
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
