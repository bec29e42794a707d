// A release version is `YYYYMMDD-HHMMSS-<git short sha>` (UTC): sorts by time, names the commit.
const { execFileSync } = require('node:child_process');
const os = require('node:os');
const { root } = require('../apps.cjs');

const VERSION = /^\d{8}-\d{6}-[0-9a-z]{4,40}$/;

function releaseVersion(date, sha) {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${sha}`;
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The commit being released, whether the work tree differs from it, and who releases. */
function sourceInfo(env = process.env) {
  const commit = git(['rev-parse', '--short=7', 'HEAD']) || 'nogit';
  return {
    commit,
    dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    who: git(['config', 'user.name']) || env.USER || os.userInfo().username,
  };
}

module.exports = { VERSION, releaseVersion, sourceInfo };
