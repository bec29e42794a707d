// The previous version (N-1) of each app, for the skew tests (design card: independent deploys, so a
// page mixes versions): the commit of the app's last release when `npm run release` recorded one,
// else the state of main just before the app's last change. Only git is asked; nothing is built here.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { APPS, root } = require('../apps.cjs');

const CACHE_DIR = path.join(root, '.data', 'cache', 'skew');
const RELEASES_FILE = path.join(root, '.data', 'cdn', 'releases.json');

/** What makes an app's build differ: its own folder and the shared library it bundles. */
const sourcePaths = (app) => [app.project, 'shared-lib'];

/** A git command's trimmed output, or null when it fails (no git, unknown commit, shallow history). */
function git(args, cwd = root) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * Release records of `npm run release` (`.data/cdn/releases.json`), in any of the shapes a list can take:
 * an array, `{ releases: [...] }`, or `{ <remote>: [...] }`. Each record names remote, version, commit.
 */
function readReleases(file = RELEASES_FILE) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const list = Array.isArray(data)
    ? data
    : Array.isArray(data?.releases)
      ? data.releases
      : Object.entries(data ?? {}).flatMap(([remote, records]) => (Array.isArray(records) ? records.map((r) => ({ remote, ...r })) : []));
  return list.filter((r) => r && typeof r.commit === 'string' && typeof r.remote === 'string');
}

/** The app's last release: the highest version (`YYYYMMDD-HHMMSS-<sha>` sorts by time), later records winning ties. */
function lastRelease(app, releases) {
  const names = [app.project, app.remote ?? 'shell'];
  return releases
    .filter((r) => names.includes(r.remote))
    .reduce((last, r) => (!last || String(r.version ?? '') >= String(last.version ?? '') ? r : last), undefined);
}

/** `YYYYMMDD-HHMMSS-<sha>` (UTC) of a commit, the shared release-version shape, from its commit time. */
function versionOf(commit) {
  const out = git(['show', '-s', '--format=%ct %h', commit]);
  if (!out) return `unknown-${commit.slice(0, 7)}`;
  const [seconds, short] = out.split(' ');
  const iso = new Date(Number(seconds) * 1000).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${short}`;
}

/**
 * @typedef {{ app: import('../apps.cjs').AppDefinition, commit?: string, version?: string, reason: string,
 *   status: 'build' | 'same' | 'unavailable', dist?: string, cached?: boolean }} Previous
 * `build`: N-1 differs from HEAD, its build is (or goes) in `dist`; `same`: N-1 is today's build;
 * `unavailable`: no N-1 in this clone (reason says why).
 */

/** @returns {Previous} */
function previousOf(app, { releases = readReleases() } = {}) {
  const paths = sourcePaths(app);
  const where = paths.map((p) => `${p}/`).join(' or ');
  if (git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']) === null) return { app, status: 'unavailable', reason: 'not a git checkout' };
  let commit;
  let reason;
  let version;
  const release = lastRelease(app, releases);
  if (release && git(['rev-parse', '--verify', '-q', `${release.commit}^{commit}`])) {
    commit = git(['rev-parse', `${release.commit}^{commit}`]);
    version = release.version;
    reason = `its last release ${release.version ?? ''}`.trim();
  } else {
    // First parent only: the states main really had, not a side branch's commits before its merge.
    const last = git(['log', '-1', '--first-parent', '--format=%H', 'HEAD', '--', ...paths]);
    if (!last) return { app, status: 'unavailable', reason: `no commit touches ${where} in this clone` };
    commit = git(['rev-parse', '--verify', '-q', `${last}^1^{commit}`]);
    if (!commit) {
      const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
      return { app, status: 'unavailable', reason: `no commit before ${last.slice(0, 7)} in this clone${shallow ? ' (shallow clone: fetch more history)' : ''}` };
    }
    reason = `the parent of ${last.slice(0, 7)}, the last change to ${where}`;
  }
  version ??= versionOf(commit);
  const short = commit.slice(0, 12);
  // Build only what differs: the same sources give the same build as today's.
  const same = spawnSync('git', ['diff', '--quiet', commit, 'HEAD', '--', ...paths], { cwd: root }).status === 0;
  if (same) return { app, commit, version, status: 'same', reason: `${reason}; ${where} unchanged since, so N-1 is today's build` };
  const dist = path.join(CACHE_DIR, `${app.project}-${short}`);
  return { app, commit, version, reason, status: 'build', dist, cached: fs.existsSync(path.join(dist, 'index.html')) };
}

/** N-1 of every app (or the named ones). */
function planPrevious(apps = APPS, options = {}) {
  const releases = options.releases ?? readReleases();
  return apps.map((app) => previousOf(app, { releases }));
}

module.exports = { CACHE_DIR, RELEASES_FILE, sourcePaths, readReleases, lastRelease, previousOf, planPrevious, git };
