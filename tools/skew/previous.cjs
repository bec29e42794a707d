// The previous version (N-1) of each app, for the skew tests (design card: independent deploys, so a
// page mixes versions): the commit of the app's last release when `npm run release` recorded one,
// else the state of main just before the app's last change. Only git is asked; nothing is built here.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { APPS, root } = require('../apps.cjs');
const { releaseVersion } = require('../release/version.cjs');

/** Where the N-1 builds are kept, and the release history of `npm run release`, in a checkout. */
const cacheDirOf = (repo = root) => path.join(repo, '.data', 'cache', 'skew');
const releasesFileOf = (repo = root) => path.join(repo, '.data', 'cdn', 'releases.json');

/** What makes an app's build differ: its own folder and the shared library it bundles. */
const sourcePaths = (app) => [app.project, 'shared-lib'];

/** A git command's trimmed output, or null when it fails (no git, unknown commit, shallow history). */
function git(args, cwd = root) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * Records of `npm run release` and `npm run rollback` (`.data/cdn/releases.json`), oldest first, in any
 * of the shapes a list can take: an array, `{ releases: [...] }`, or `{ <remote>: [...] }`. A release
 * names remote, version, commit; a rollback (`action: 'rollback'`) names the version it went back to.
 */
function readReleases(file = releasesFileOf()) {
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
  return list.filter((r) => r && typeof r.remote === 'string');
}

/**
 * The app's release live now: its last release, or the one a later rollback went back to; undefined when
 * none was recorded or a rollback went back to the shop's own build.
 */
function liveRelease(app, releases) {
  const names = [app.project, app.remote ?? 'shell'];
  const own = releases.filter((r) => names.includes(r.remote));
  const released = own.filter((r) => r.action !== 'rollback' && typeof r.commit === 'string');
  let live;
  for (const r of own) {
    if (r.action === 'rollback') live = released.find((x) => r.version && x.version === r.version);
    else if (typeof r.commit === 'string') live = r;
  }
  return live;
}

/** `YYYYMMDD-HHMMSS-<sha>` (UTC) of a commit, the shared release-version shape, from its commit time. */
function versionOf(commit, repo) {
  const out = git(['show', '-s', '--format=%ct %h', commit], repo);
  if (!out) return `unknown-${commit.slice(0, 7)}`;
  const [seconds, short] = out.split(' ');
  return releaseVersion(new Date(Number(seconds) * 1000), short);
}

/**
 * @typedef {{ app: import('../apps.cjs').AppDefinition, commit?: string, version?: string, reason: string,
 *   status: 'build' | 'same' | 'unavailable', dist?: string, cached?: boolean }} Previous
 * `build`: N-1 differs from HEAD, its build is (or goes) in `dist`; `same`: N-1 is today's build;
 * `unavailable`: no N-1 in this clone (reason says why).
 */

/**
 * @param {import('../apps.cjs').AppDefinition} app
 * @param {{ releases?: object[], repo?: string }} [options] repo: the checkout (default: this one)
 * @returns {Previous}
 */
function previousOf(app, { repo = root, releases = readReleases(releasesFileOf(repo)) } = {}) {
  const paths = sourcePaths(app);
  const where = paths.map((p) => `${p}/`).join(' or ');
  const g = (args) => git(args, repo);
  if (g(['rev-parse', '--verify', '-q', 'HEAD^{commit}']) === null) return { app, status: 'unavailable', reason: 'not a git checkout' };
  let commit;
  let reason;
  let version;
  const release = liveRelease(app, releases);
  const released = release && g(['rev-parse', '--verify', '-q', `${release.commit}^{commit}`]);
  if (released) {
    commit = released;
    version = release.version;
    reason = `its live release ${release.version ?? ''}`.trim();
  } else {
    // First parent only: the states main really had, not a side branch's commits before its merge.
    const last = g(['log', '-1', '--first-parent', '--format=%H', 'HEAD', '--', ...paths]);
    if (!last) return { app, status: 'unavailable', reason: `no commit touches ${where} in this clone` };
    commit = g(['rev-parse', '--verify', '-q', `${last}^1^{commit}`]);
    if (!commit) {
      const shallow = g(['rev-parse', '--is-shallow-repository']) === 'true';
      return { app, status: 'unavailable', reason: `no commit before ${last.slice(0, 7)} in this clone${shallow ? ' (shallow clone: fetch more history)' : ''}` };
    }
    reason = `the parent of ${last.slice(0, 7)}, the last change to ${where}`;
  }
  // A new app has no previous version to test against.
  if (g(['cat-file', '-e', `${commit}:${app.project}`]) === null) {
    return { app, commit, status: 'unavailable', reason: `${app.project}/ did not exist at ${commit.slice(0, 7)} (${reason})` };
  }
  version ??= versionOf(commit, repo);
  const short = commit.slice(0, 12);
  // Build only what differs: the same sources give the same build as today's.
  const same = spawnSync('git', ['diff', '--quiet', commit, 'HEAD', '--', ...paths], { cwd: repo }).status === 0;
  if (same) return { app, commit, version, status: 'same', reason: `${reason}; ${where} unchanged since, so N-1 is today's build` };
  const dist = path.join(cacheDirOf(repo), `${app.project}-${short}`);
  return { app, commit, version, reason, status: 'build', dist, cached: fs.existsSync(path.join(dist, 'index.html')) };
}

/** N-1 of every app (or the named ones). */
function planPrevious(apps = APPS, { repo = root, releases = readReleases(releasesFileOf(repo)) } = {}) {
  return apps.map((app) => previousOf(app, { repo, releases }));
}

module.exports = { cacheDirOf, releasesFileOf, sourcePaths, readReleases, liveRelease, previousOf, planPrevious, git };
