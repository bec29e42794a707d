// `npm run release -- <remote> [--no-build]`: builds one remote (browser and server build, with
// RELEASE_VERSION), publishes its dist/ to the local CDN as an immutable `<remote>/<version>/` and points
// the registry at it: the shop serves it from the next page load, without a restart.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { bin, run } = require('../run.cjs');
const { remoteApp } = require('./places.cjs');
const { releaseVersion } = require('./version.cjs');
const { publishRelease } = require('./release-store.cjs');
const { places, parseArgs, main, seconds, sourceInfo, UsageError } = require('./cli.cjs');

const USAGE = 'npm run release -- <remote> [--no-build]';

await main(async () => {
  const started = performance.now();
  const { args, flags } = parseArgs(process.argv.slice(2), ['--no-build'], USAGE);
  if (args.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const app = remoteApp(args[0]);
  const source = sourceInfo();
  const version = releaseVersion(new Date(), source.commit);
  const built = !flags.has('--no-build');
  if (built) {
    console.log(`Building ${app.project} as ${version}…`);
    // RELEASE_VERSION is an input of the build (nx.json): a release is never a cache replay of another.
    const code = await run(bin('nx'), ['run', `${app.project}:build`, '--outputStyle=static'], { env: { RELEASE_VERSION: version } });
    if (code !== 0) throw new UsageError(`The build of ${app.project} failed: nothing was released`);
  }
  if (source.dirty) console.log('Note: the work tree has uncommitted changes; the history records the release as dirty.');
  const where = places();
  const record = await publishRelease({ ...where, remote: app.remote, version, distDir: path.join(app.dir, 'dist'), source, built });
  console.log(`\nReleased ${app.remote} ${version} in ${seconds(started)} (was ${record.previous ?? 'the local build'}).`);
  console.log(`  browser: ${record.entry.browser}`);
  if (record.entry.server) console.log(`  server:  ${record.entry.server}`);
  console.log(`  registry: ${where.registryFile} (live on the next page load)`);
  const cdnUp = await fetch(record.entry.browser, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
  if (!cdnUp) console.log(`The CDN at ${where.cdnOrigin} does not answer: the shop falls back for ${app.remote} until \`npm start\` serves it.`);
});
