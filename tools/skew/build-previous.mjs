// `node tools/skew/build-previous.mjs [app…]`: builds the previous version (N-1) of each app (shell
// and remotes; tools/skew/previous.cjs says which commit) for the skew e2e (e2e/tests/skew.spec.ts),
// once: the build is kept in .data/cache/skew/<app>-<commit>/, and an app whose sources did not change
// since N-1 is not built at all (its N-1 is today's build). Exit 1 when a build fails.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS } = require('../apps.cjs');
const { run } = require('../run.cjs');
const { cacheDirOf, planPrevious, git } = require('./previous.cjs');
const { checkoutAt } = require('./worktree.cjs');

const names = process.argv.slice(2);
const unknown = names.filter((n) => !APPS.some((a) => a.project === n || a.remote === n));
if (unknown.length) {
  console.error(`Unknown app ${unknown.join(', ')}. Apps: ${APPS.map((a) => a.remote ?? a.project).join(', ')}`);
  process.exit(2);
}
const apps = names.length ? APPS.filter((a) => names.includes(a.project) || names.includes(a.remote)) : APPS;
const label = (app) => (app.remote ?? app.project).padEnd(14);

const plan = planPrevious(apps);
for (const p of plan) {
  const state = p.status === 'build' ? (p.cached ? 'cached' : 'to build') : p.status === 'same' ? 'not built' : 'skipped';
  console.log(`${label(p.app)} ${p.commit ? p.commit.slice(0, 7) : '-------'} ${state.padEnd(9)} ${p.reason}`);
}

/** The app's own build command at that commit (its project.json), run with the old tree's packages first on PATH. */
function buildCommand(dir, app) {
  const project = JSON.parse(fs.readFileSync(path.join(dir, app.project, 'project.json'), 'utf8'));
  const command = project.targets?.build?.command;
  if (!command) throw new Error(`${app.project} has no build command at this commit`);
  return command;
}

/** Builds the apps of one commit in one checkout; each finished dist is moved into the cache whole. */
async function buildAt(commit, todo) {
  const started = Date.now();
  const depsChanged = git(['diff', '--quiet', commit, 'HEAD', '--', 'package-lock.json']) === null;
  if (depsChanged) console.log(`  dependencies changed since ${commit.slice(0, 7)}: N-1 gets its own npm install`);
  const checkout = checkoutAt(commit, { ownPackages: depsChanged });
  // Stopped midway (Ctrl-C, a CI timeout): the checkout and git's record of it go too.
  const stop = () => {
    checkout.remove();
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  let failed = 0;
  try {
    for (const p of todo) {
      const appStarted = Date.now();
      const code = await run('sh', ['-c', buildCommand(checkout.dir, p.app)], {
        cwd: checkout.dir,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { PATH: `${path.join(checkout.dir, 'node_modules', '.bin')}:${process.env.PATH}`, RELEASE_VERSION: p.version },
      });
      const dist = path.join(checkout.dir, p.app.project, 'dist');
      if (code !== 0 || !fs.existsSync(path.join(dist, 'index.html'))) {
        console.error(`${label(p.app)} N-1 build at ${commit.slice(0, 7)} failed`);
        failed += 1;
        continue;
      }
      // Source maps stay behind: nothing serves them.
      const staging = `${p.dist}.tmp-${process.pid}`;
      fs.cpSync(dist, staging, { recursive: true, filter: (src) => !src.endsWith('.map') });
      fs.writeFileSync(path.join(staging, 'skew-build.json'), JSON.stringify({ app: p.app.project, commit, version: p.version, reason: p.reason }, null, 2));
      fs.rmSync(p.dist, { recursive: true, force: true });
      fs.renameSync(staging, p.dist);
      console.log(`${label(p.app)} built in ${Math.round((Date.now() - appStarted) / 1000)} s → ${path.relative(process.cwd(), p.dist)}`);
    }
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    checkout.remove();
  }
  console.log(`  ${commit.slice(0, 7)}: ${Math.round((Date.now() - started) / 1000)} s with checkout`);
  return failed;
}

const cacheDir = cacheDirOf();
fs.mkdirSync(cacheDir, { recursive: true });
const todo = plan.filter((p) => p.status === 'build' && !p.cached);
// One checkout per commit: apps whose N-1 is the same commit are built in it one after the other.
const byCommit = todo.reduce((m, p) => m.set(p.commit, [...(m.get(p.commit) ?? []), p]), new Map());
let failed = 0;
for (const [commit, group] of byCommit) {
  try {
    failed += await buildAt(commit, group);
  } catch (error) {
    console.error(`N-1 at ${commit.slice(0, 7)}: ${error.message}`);
    failed += group.length;
  }
}
// Builds of these apps at other commits (an older N-1) are dropped.
const kept = new Set(plan.flatMap((p) => (p.dist ? [path.basename(p.dist)] : [])));
for (const name of fs.readdirSync(cacheDir)) {
  const stale = !kept.has(name) && plan.some((p) => new RegExp(`^${p.app.project}-[0-9a-f]{12}$`).test(name));
  if (stale) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}
const count = (status) => plan.filter((p) => p.status === status).length;
console.log(
  `\nN-1 builds: ${todo.length - failed} built, ${plan.filter((p) => p.cached).length} cached, ${count('same')} same as today, ${count('unavailable')} unavailable${failed ? `, ${failed} failed` : ''}`,
);
process.exit(failed ? 1 : 0);
