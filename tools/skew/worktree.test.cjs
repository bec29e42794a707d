// The old checkout's node_modules: today's packages, but the old checkout's own workspaces.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { linkNodeModules } = require('./worktree.cjs');

let dir;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skew-link-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A checkout with shared-lib, a remote, and (today's only) npm's relative workspace links. */
function checkout(name, { installed }) {
  const repo = path.join(dir, name);
  for (const folder of ['shared-lib', 'mfe-catalog']) fs.mkdirSync(path.join(repo, folder), { recursive: true });
  fs.writeFileSync(path.join(repo, 'shared-lib', 'version.txt'), name);
  if (installed) {
    fs.mkdirSync(path.join(repo, 'node_modules', '@axlebay'), { recursive: true });
    fs.mkdirSync(path.join(repo, 'node_modules', 'react'));
    fs.mkdirSync(path.join(repo, 'node_modules', '.federation'));
    fs.symlinkSync('../../shared-lib', path.join(repo, 'node_modules', '@axlebay', 'shared-lib'));
    fs.mkdirSync(path.join(repo, 'mfe-catalog', 'node_modules', 'htmlparser2'), { recursive: true });
  }
  return repo;
}

it('resolves @axlebay/shared-lib to the OLD source, every other package and a workspace\'s own packages to today\'s', () => {
  const today = checkout('today', { installed: true });
  const old = checkout('old', { installed: false });
  linkNodeModules(old, today);
  const real = (p) => fs.realpathSync(path.join(old, p));
  expect(real('node_modules/@axlebay/shared-lib')).toBe(fs.realpathSync(path.join(old, 'shared-lib')));
  expect(fs.readFileSync(path.join(old, 'node_modules/@axlebay/shared-lib/version.txt'), 'utf8')).toBe('old');
  expect(real('node_modules/react')).toBe(fs.realpathSync(path.join(today, 'node_modules/react')));
  expect(real('mfe-catalog/node_modules/htmlparser2')).toBe(fs.realpathSync(path.join(today, 'mfe-catalog/node_modules/htmlparser2')));
  // Module Federation's generated entries (written under the working directory's node_modules) stay the old build's.
  expect(fs.lstatSync(path.join(old, 'node_modules/.federation')).isSymbolicLink()).toBe(false);
});
