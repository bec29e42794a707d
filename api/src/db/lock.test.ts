import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, DataDirLockedError } from './lock';

describe('data dir lock', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-lock-'));

  it('refuses a second owner while the holder lives, naming it', () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'axlebay-api.lock'), JSON.stringify({ pid: process.ppid, startedAt: 'earlier', command: 'api server' }));
    expect(() => acquireLock(d)).toThrow(DataDirLockedError);
    expect(() => acquireLock(d)).toThrow(/in use by process \d+ \(api server/);
  });

  it('takes over a stale lock and releases its own', () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'axlebay-api.lock'), JSON.stringify({ pid: 999999, startedAt: 'x', command: 'dead' }));
    const lock = acquireLock(d);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });
});
