// `npm run releases [-- <remote>]`: the release history, newest last, with what is live now.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { listReleases } = require('./release-store.cjs');
const { remoteApp } = require('./places.cjs');
const { places, parseArgs, main, UsageError } = require('./cli.cjs');

const USAGE = 'npm run releases [-- <remote>]';

await main(async () => {
  const { args } = parseArgs(process.argv.slice(2), [], USAGE);
  if (args.length > 1) throw new UsageError(`Usage: ${USAGE}`);
  const { history, live } = listReleases({ ...places(), remote: args[0] });
  if (!history.length) console.log('No releases yet: `npm run release -- <remote>` makes one.');
  for (const r of history) {
    const isLive = r.action === 'release' && live[r.remote] === r.version;
    const what = r.action === 'release' ? `${r.version}${r.built ? '' : ' (--no-build)'}${r.dirty ? ' (dirty)' : ''}` : `rollback ${r.previous ?? 'local'} → ${r.version ?? 'local'}`;
    console.log(`${isLive ? '*' : ' '} ${r.remote.padEnd(14)} ${what.padEnd(44)} ${r.when}  ${r.who ?? ''}${r.commit ? ` @${r.commit}` : ''}`);
  }
  const names = args[0] ? [remoteApp(args[0]).remote] : Object.keys(live);
  console.log(`\nLive: ${names.map((n) => `${n} ${live[n] ?? 'local build'}`).join(', ')}`);
});
