// Which commit is an app's N-1, on a small repository made for each test.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { APPS } = require('../apps.cjs');
const { previousOf, planPrevious, readReleases, liveRelease } = require('./previous.cjs');

const shell = APPS.find((a) => a.project === 'shell');
const catalog = APPS.find((a) => a.remote === 'catalog');
const vehicle = APPS.find((a) => a.remote === 'vehicle');

// One repository for the file (git is slow to start on a busy machine); a test that adds commits works on
// its own clone (`own()`).
let repo;
let base;
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const temp = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `skew-${name}-`));
const made = [];
function own() {
  repo = path.join(temp('clone'), 'repo');
  made.push(path.dirname(repo));
  execFileSync('git', ['clone', '-q', base, repo]);
}
/** One commit writing `files` (path → content); returns its sha. */
function commit(message, files) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), content);
  }
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

let c1;
let c2;
beforeAll(() => {
  base = repo = temp('previous');
  made.push(base);
  git('init', '-q', '-b', 'main');
  c1 = commit('all apps', { 'shell/a': '1', 'mfe-catalog/a': '1', 'mfe-vehicle/a': '1', 'shared-lib/a': '1' });
  c2 = commit('catalog changes', { 'mfe-catalog/a': '2' });
  commit('elsewhere', { 'api/a': '1' });
});
beforeEach(() => (repo = base));
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('N-1 from history', () => {
  it("is main just before the app's last change, built into the cache under that commit", () => {
    const p = previousOf(catalog, { repo, releases: [] });
    expect(p).toMatchObject({ status: 'build', commit: c1, cached: false });
    expect(p.reason).toBe(`the parent of ${c2.slice(0, 7)}, the last change to mfe-catalog/ or shared-lib/`);
    expect(p.dist).toBe(path.join(repo, '.data', 'cache', 'skew', `mfe-catalog-${c1.slice(0, 12)}`));
    // The release-version shape, from the commit's time.
    expect(p.version).toMatch(new RegExp(`^\\d{8}-\\d{6}-${c1.slice(0, 7)}$`));
  });

  it('a change to shared-lib makes a new N-1 for every app', () => {
    own();
    const c4 = commit('shared change', { 'shared-lib/a': '2' });
    for (const app of [shell, catalog, vehicle]) {
      expect(previousOf(app, { repo, releases: [] })).toMatchObject({ status: 'build', commit: git('rev-parse', `${c4}^`) });
    }
  });

  it('an app whose only commit is the first has no N-1: unavailable, with the reason', () => {
    expect(previousOf(shell, { repo, releases: [] })).toEqual({ app: shell, status: 'unavailable', reason: `no commit before ${c1.slice(0, 7)} in this clone` });
  });

  it('an app that did not exist before its last change has no N-1', () => {
    own();
    const added = commit('a new remote', { 'mfe-account/a': '1' });
    expect(previousOf(APPS.find((a) => a.remote === 'account'), { repo, releases: [] })).toMatchObject({
      status: 'unavailable',
      reason: `mfe-account/ did not exist at ${git('rev-parse', `${added}^`).slice(0, 7)} (the parent of ${added.slice(0, 7)}, the last change to mfe-account/ or shared-lib/)`,
    });
  });

  it('a shallow clone says so', () => {
    const clone = temp('shallow');
    made.push(clone);
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${base}`, clone]);
    const p = previousOf(catalog, { repo: clone, releases: [] });
    expect(p.status).toBe('unavailable');
    expect(p.reason).toMatch(/^no commit before [0-9a-f]{7} in this clone \(shallow clone: fetch more history\)$/);
  });

  it('outside a git checkout: unavailable', () => {
    const plain = temp('nogit');
    made.push(plain);
    expect(planPrevious([catalog], { repo: plain, releases: [] })).toEqual([{ app: catalog, status: 'unavailable', reason: 'not a git checkout' }]);
  });

  it('merged branches count by their merge: N-1 is a state main really had', () => {
    own();
    git('checkout', '-q', '-b', 'side', c1);
    commit('side change', { 'mfe-vehicle/a': 'side' });
    git('checkout', '-q', 'main');
    const before = git('rev-parse', 'HEAD');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'merge', '-q', '--no-ff', '-m', 'merge side', 'side');
    expect(previousOf(vehicle, { repo, releases: [] })).toMatchObject({ status: 'build', commit: before });
  });
});

describe('N-1 from the release history', () => {
  it("is the commit of the app's live release, with its version", () => {
    const p = previousOf(catalog, { repo, releases: [{ remote: 'catalog', version: '20261126-100000-aaaaaaa', commit: c1.slice(0, 7) }] });
    expect(p).toMatchObject({ status: 'build', commit: c1, version: '20261126-100000-aaaaaaa', reason: 'its live release 20261126-100000-aaaaaaa' });
  });

  it('a release of the same sources as today is not built: N-1 is today\'s build', () => {
    const p = previousOf(catalog, { repo, releases: [{ remote: 'catalog', version: '20261126-110000-bbbbbbb', commit: c2 }] });
    expect(p.status).toBe('same');
    expect(p.reason).toMatch(/mfe-catalog\/ or shared-lib\/ unchanged since, so N-1 is today's build$/);
    expect(p.dist).toBeUndefined();
  });

  it('a release whose commit this clone does not hold falls back to history', () => {
    expect(previousOf(catalog, { repo, releases: [{ remote: 'catalog', version: 'v', commit: 'deadbeef' }] })).toMatchObject({ commit: c1 });
  });
});

describe('the live release', () => {
  const r1 = { action: 'release', remote: 'catalog', version: '20261126-100000-aaaaaaa', commit: 'aaaaaaa' };
  const r2 = { action: 'release', remote: 'catalog', version: '20261126-110000-bbbbbbb', commit: 'bbbbbbb' };
  const other = { action: 'release', remote: 'vehicle', version: '20261126-120000-ccccccc', commit: 'ccccccc' };
  it('is the last release of that remote', () => expect(liveRelease(catalog, [r1, r2, other])).toBe(r2));
  it('is the one a rollback went back to (its record names the rollback\'s own commit, not the release\'s)', () =>
    expect(liveRelease(catalog, [r1, r2, { action: 'rollback', remote: 'catalog', version: r1.version, commit: 'fffffff' }])).toBe(r1));
  it('is none after a rollback to the local build', () =>
    expect(liveRelease(catalog, [r1, { action: 'rollback', remote: 'catalog', version: null, commit: 'fffffff' }])).toBeUndefined());
  it('is none for an app never released', () => expect(liveRelease(shell, [r1, r2, other])).toBeUndefined());
});

describe('release history file', () => {
  const file = () => path.join(base, 'releases.json');
  const rec = { remote: 'catalog', version: 'v1', commit: 'abc1234' };
  it.each([
    ['a list', [rec]],
    ['{ releases }', { releases: [rec] }],
    ['records by remote', { catalog: [{ version: 'v1', commit: 'abc1234' }] }],
  ])('is read as %s', (_shape, data) => {
    fs.writeFileSync(file(), JSON.stringify(data));
    expect(readReleases(file())).toEqual([rec]);
  });
  it('missing or not JSON: no releases', () => {
    expect(readReleases(path.join(base, 'none.json'))).toEqual([]);
    fs.writeFileSync(file(), '{ half');
    expect(readReleases(file())).toEqual([]);
  });
});
