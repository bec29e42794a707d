// Publishing a release and moving the registry: a remote's build copied into the CDN folder as an
// immutable `<remote>/<version>/`, the registry entry pointed at it, and every change recorded in the
// release history (who, when, commit, what was live before). The registry is the one truth of what is
// live; the history is what can be rolled back to.
const fs = require('node:fs');
const path = require('node:path');
const { defaultRegistry } = require('../apps.cjs');
const { readJson, writeJsonAtomic, withLock } = require('./locked-json.cjs');
const { UsageError, historyFileOf, remoteApp } = require('./places.cjs');
const { VERSION } = require('./version.cjs');

/** The version an entry points at; undefined for the local build or a hand-written URL. */
const versionOf = (entry) => (entry && typeof entry === 'object' && typeof entry.version === 'string' ? entry.version : undefined);

/**
 * The registry entry of a released version: browser manifest, server manifest when the release has a
 * server build (by default: when the remote has one; the compose file asks the release's folder).
 */
function releaseEntry(app, version, cdnOrigin, { server = Boolean(app.server) } = {}) {
  const base = `${cdnOrigin}/${app.remote}/${version}`;
  return { browser: `${base}/mf-manifest.json`, ...(server ? { server: `${base}/server/mf-manifest.json` } : {}), version };
}

/** Creates the registry file from the local build's ports when it is missing; an existing file is left as it is. */
async function ensureRegistryFile(registryFile, env = process.env) {
  await withLock(registryFile, () => {
    if (!fs.existsSync(registryFile)) writeJsonAtomic(registryFile, defaultRegistry(env));
  });
  return registryFile;
}

/** Read-change-write of the registry and the history under both locks (history written first). */
function updateLive({ registryFile, cdnDir, env }, change) {
  const historyFile = historyFileOf(cdnDir);
  return withLock(historyFile, () =>
    withLock(registryFile, () => {
      const registry = readJson(registryFile, undefined) ?? defaultRegistry(env);
      const history = readJson(historyFile, []);
      const record = change(registry, history);
      writeJsonAtomic(historyFile, [...history, record]);
      writeJsonAtomic(registryFile, registry);
      return record;
    }),
  );
}

function checkDist(app, distDir) {
  const manifest = readJson(path.join(distDir, 'mf-manifest.json'), undefined);
  const problem =
    !manifest ? 'has no mf-manifest.json'
    : manifest.name !== app.federationName ? `is the build of "${manifest.name}", not ${app.remote}`
    : app.server && !fs.existsSync(path.join(distDir, 'server', 'mf-manifest.json')) ? 'has no server build (server/mf-manifest.json)'
    : undefined;
  if (problem) throw new UsageError(`${distDir} ${problem}: build ${app.project} first (npm run release -- ${app.remote}, without --no-build)`);
}

/**
 * Copies `distDir` to `<cdnDir>/<remote>/<version>/` (never over an existing version) and makes it live.
 * @returns the history record
 */
async function publishRelease({ remote, version, distDir, cdnDir, cdnOrigin, registryFile, source, built = true, now = new Date(), env = process.env }) {
  const app = remoteApp(remote);
  if (!VERSION.test(version ?? '')) throw new UsageError(`"${version}" is not a release version (YYYYMMDD-HHMMSS-<sha>)`);
  const dir = distDir ?? path.join(app.dir, 'dist');
  checkDist(app, dir);
  const target = path.join(cdnDir, app.remote, version);
  const taken = () => new UsageError(`${app.remote} ${version} is already released; a released version never changes: release again for a new version`);
  if (fs.existsSync(target)) throw taken();
  // Copied beside the target, then renamed: a version folder is either whole or absent.
  const partial = path.join(cdnDir, app.remote, `.${version}.${process.pid}.partial`);
  fs.cpSync(dir, partial, { recursive: true });
  stampRelease(partial, version);
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') throw taken();
    throw error;
  }
  const entry = releaseEntry(app, version, cdnOrigin);
  const record = updateLive({ registryFile, cdnDir, env }, (registry) => {
    const before = registry[app.remote];
    registry[app.remote] = entry;
    return {
      action: 'release',
      remote: app.remote,
      version,
      ...source,
      when: now.toISOString(),
      built,
      previous: versionOf(before) ?? null,
      ...(versionOf(before) ? {} : { previousEntry: before ?? null }),
      entry,
    };
  });
  // A version that never went live is not left behind as if it had been released.
  return record.catch((error) => {
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  });
}

/**
 * The release a page shows for a remote (`release-version:<remote>` meta, debug panel, error reports)
 * is its manifests' `metaData.axlebay.release`. A build published as is (`--no-build`) was made with
 * another RELEASE_VERSION (usually `local`): its copied manifests get the version it ships as, and
 * keep the one it was built with as `builtAs`. The hashed files are not touched.
 */
function stampRelease(dir, version) {
  for (const file of [path.join(dir, 'mf-manifest.json'), path.join(dir, 'server', 'mf-manifest.json')]) {
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    const declaration = manifest.metaData?.axlebay;
    if (!declaration || declaration.release === version) continue;
    manifest.metaData.axlebay = { ...declaration, release: version, builtAs: declaration.release };
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
  }
}

/**
 * What a rollback goes to: the version asked for (or `local`, the shop's own build of the remote), else
 * what was live before the live version was released (its release record's `previous`).
 * @returns {{ version: string | null, entry: object | string }}
 */
function rollbackTarget({ history, remote, live, requested, localEntry }) {
  const releases = history.filter((r) => r.action === 'release' && r.remote === remote);
  const released = (version) => releases.find((r) => r.version === version);
  const known = () => (releases.length ? releases.map((r) => r.version).join(', ') : 'none');
  if (requested === 'local') return { version: null, entry: localEntry };
  if (requested) {
    if (requested === live) throw new UsageError(`${remote} ${requested} is already live`);
    const record = released(requested);
    if (!record) throw new UsageError(`${remote} has no release ${requested}. Released: ${known()}`);
    return { version: record.version, entry: record.entry };
  }
  if (!live) throw new UsageError(`${remote} is not on a release (the registry points at ${JSON.stringify(localEntry)}): nothing to roll back`);
  const current = released(live);
  if (!current) throw new UsageError(`${remote}'s live version ${live} is not in the release history; name the version to go back to`);
  if (current.previous) {
    const record = released(current.previous);
    if (!record) throw new UsageError(`${remote} ${current.previous} (live before ${live}) is not in the release history`);
    return { version: record.version, entry: record.entry };
  }
  return { version: null, entry: current.previousEntry ?? localEntry };
}

/** Points the registry back (see rollbackTarget) and records it. @returns the history record */
async function rollbackRelease({ remote, version, cdnDir, registryFile, source, now = new Date(), env = process.env }) {
  const app = remoteApp(remote);
  return updateLive({ registryFile, cdnDir, env }, (registry, history) => {
    const live = versionOf(registry[app.remote]);
    const target = rollbackTarget({ history, remote: app.remote, live, requested: version, localEntry: defaultRegistry(env)[app.remote] });
    if (target.version && !fs.existsSync(path.join(cdnDir, app.remote, target.version, 'mf-manifest.json'))) {
      throw new UsageError(`${app.remote} ${target.version} is no longer in ${cdnDir}`);
    }
    registry[app.remote] = target.entry;
    return { action: 'rollback', remote: app.remote, version: target.version, ...source, when: now.toISOString(), previous: live ?? null, entry: target.entry };
  });
}

/** The history (optionally of one remote) and what each remote runs now. */
function listReleases({ cdnDir, registryFile, remote }) {
  const app = remote ? remoteApp(remote) : undefined;
  const history = readJson(historyFileOf(cdnDir), []).filter((r) => !app || r.remote === app.remote);
  const registry = readJson(registryFile, {});
  const live = Object.fromEntries(Object.entries(registry).map(([name, entry]) => [name, versionOf(entry) ?? null]));
  return { history, live };
}

module.exports = { versionOf, releaseEntry, ensureRegistryFile, publishRelease, rollbackTarget, rollbackRelease, listReleases };
