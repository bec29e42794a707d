// `npm run rollback -- <remote> [version|local]`: points the registry back to an earlier release (by
// default what was live before the live one) or the shop's local build; recorded in the history.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { rollbackRelease } = require('./release-store.cjs');
const { places, parseArgs, main, sourceInfo, UsageError } = require('./cli.cjs');

const USAGE = 'npm run rollback -- <remote> [version|local]';

await main(async () => {
  const { args } = parseArgs(process.argv.slice(2), [], USAGE);
  if (args.length < 1 || args.length > 2) throw new UsageError(`Usage: ${USAGE}`);
  const record = await rollbackRelease({ ...places(), remote: args[0], version: args[1], source: sourceInfo() });
  const entry = record.entry;
  console.log(`${record.remote}: ${record.previous ?? 'local build'} → ${record.version ?? 'the local build'} (live on the next page load)`);
  console.log(`  browser: ${typeof entry === 'string' ? entry : entry.browser}`);
});
