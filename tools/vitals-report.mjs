// `npm run vitals`: the web-vitals report (spec §7 Third-party, §9 thresholds) from the stored
// `web_vital` events: p75 per page type and metric with its count and rating, and an HTML chart of
// the p75 over time. After `npm run lighthouse`: `npm run vitals -- --from=lighthouse`.
// Options (api/src/tracking/vitals-cli.ts): --data-dir=<dir>, --api=<url>, --since=7d|24h|<ISO date>,
// --bucket=hour|day, --from=lighthouse, --out=<file.html>, --no-build (skip building the API).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { bin, run, root } = require('./run.cjs');

if (!process.argv.includes('--no-build')) {
  // Quiet unless it fails: the build is cached and the report is what the reader wants to see.
  const code = await run(bin('nx'), ['run', 'api:build', '--outputStyle=static'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) process.exit(code);
}
const { runVitalsReport } = require(path.join(root, 'api/dist/tracking/vitals-cli.js'));
try {
  process.exitCode = await runVitalsReport(process.argv.slice(2));
} catch (error) {
  console.error(`vitals: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
