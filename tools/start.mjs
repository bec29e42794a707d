// `npm start`: builds every app in production mode (cached by Nx) and serves the shell and each
// remote from its own port, then prints the shop URL.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { bin, run } = require('./run.cjs');

console.log('Building the shell and the five remotes (production, cached)…');
const code = await run(bin('nx'), ['run-many', '-t', 'build', '--exclude=e2e', '--outputStyle=static']);
if (code !== 0) process.exit(code);

const { startComposition } = require('./serve/composition.cjs');
const shop = await startComposition();
console.log('');
for (const [name, url] of Object.entries(shop.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
console.log(`\nAxlebay is running: ${shop.shopUrl}\n(press Ctrl+C to stop)`);

const stop = async () => {
  await shop.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
