// JSON files several release processes write: a lock file so two concurrent updates do not lose each
// other's change, and an atomic write (temp file + rename) so a reader (the shell, per request) never
// sees half a file.
const fs = require('node:fs');
const path = require('node:path');

const LOCK_WAIT_MS = 15_000;
/** A lock older than this is left over from a killed process. */
const STALE_MS = 30_000;

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw Object.assign(new Error(`${file} is not valid JSON (${error.message})`), { code: 'EBADJSON' });
  }
}

function writeJsonAtomic(file, value) {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** True when the lock's holder is gone (killed mid-release) or it is far too old. */
function isStale(lockFile) {
  try {
    const { pid } = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
    return !isAlive(pid) || Date.now() - fs.statSync(lockFile).mtimeMs > STALE_MS;
  } catch {
    // Being written this instant, or just released: not stale.
    return false;
  }
}

/** Runs `fn` while holding `<file>.lock` (created exclusively; other processes wait and retry). */
async function withLock(file, fn, { waitMs = LOCK_WAIT_MS } = {}) {
  const lockFile = `${file}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (isStale(lockFile)) fs.rmSync(lockFile, { force: true });
      else if (Date.now() > deadline) {
        throw Object.assign(new Error(`${lockFile} is held by another release; try again, or delete it if no release is running`), { code: 'ELOCKED' });
      }
      else await new Promise((r) => setTimeout(r, 20 + Math.random() * 30));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

module.exports = { readJson, writeJsonAtomic, withLock };
