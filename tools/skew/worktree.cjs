// An older commit checked out beside this one (`git worktree add --detach`), with today's installed
// packages reused instead of a second `npm install`, unless its lock file differs from today's.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { root } = require('../apps.cjs');

/**
 * node_modules of the old checkout: a real folder of links to today's packages, except the workspaces
 * (`@axlebay/*`), which link to the OLD checkout's folders. Linking the whole node_modules folder would
 * not do: npm's workspace links are relative (`../../shared-lib`) and resolve from the link's real
 * place, so the old apps would bundle today's shared-lib. A workspace's own node_modules (packages
 * npm could not hoist) is linked as it is.
 */
function linkNodeModules(dir, repo = root) {
  const today = path.join(repo, 'node_modules');
  const target = path.join(dir, 'node_modules');
  fs.mkdirSync(target);
  for (const name of fs.readdirSync(today)) {
    if (name === '@axlebay' || name === '.federation') continue;
    fs.symlinkSync(path.join(today, name), path.join(target, name));
  }
  // Module Federation writes its generated entries here: the old build's own.
  fs.mkdirSync(path.join(target, '.federation'));
  fs.mkdirSync(path.join(target, '@axlebay'));
  for (const name of fs.readdirSync(path.join(today, '@axlebay'))) {
    const workspace = fs.readlinkSync(path.join(today, '@axlebay', name)); // e.g. ../../shared-lib
    fs.symlinkSync(workspace, path.join(target, '@axlebay', name));
  }
  for (const entry of fs.readdirSync(repo, { withFileTypes: true })) {
    const own = path.join(repo, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && fs.existsSync(own) && fs.existsSync(path.join(dir, entry.name))) {
      fs.symlinkSync(own, path.join(dir, entry.name, 'node_modules'));
    }
  }
}

function gitOrThrow(args) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr.trim()}`);
}

/**
 * The old checkout's own packages, from its own lock file: today's would not build it when a package
 * was added or removed since (a renderer swapped and swapped back, say). Install scripts are skipped:
 * a build needs no native add-on but swc's, which comes as a package of its own.
 */
function installOwnPackages(dir) {
  const r = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`npm install at the old commit failed: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' ')}`);
}

/**
 * Checks `commit` out in a temporary folder; `remove()` takes it away (folder and git's record of it).
 * `ownPackages`: install the commit's own packages instead of linking today's.
 */
function checkoutAt(commit, { ownPackages = false } = {}) {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `axlebay-skew-${commit.slice(0, 7)}-`)), 'repo');
  gitOrThrow(['worktree', 'add', '--detach', '--quiet', dir, commit]);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  try {
    if (ownPackages) installOwnPackages(dir);
    else linkNodeModules(dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

module.exports = { checkoutAt, linkNodeModules };
