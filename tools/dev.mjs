// `npm run dev`: webpack dev servers with hot reload for the shell and every remote, each on its port.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS, originOf } = require('./apps.cjs');
const { bin, run } = require('./run.cjs');

console.log('Starting dev servers (hot reload):');
for (const app of APPS) console.log(`  ${app.project.padEnd(18)} ${originOf(app)}`);
console.log(`\nAxlebay (dev): ${originOf(APPS[0])}\n`);

const codes = await Promise.all(
  APPS.map((app) => run(bin('webpack'), ['serve', '--mode', 'development', '-c', `${app.project}/webpack.config.cjs`])),
);
process.exit(Math.max(...codes));
