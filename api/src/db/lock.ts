import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite lets a second process open the same data directory without complaint (and then corrupts it),
 * so the API takes a lock file itself and says clearly who holds it.
 */
export interface DataDirLock {
  file: string;
  release(): void;
}

interface LockInfo {
  pid: number;
  startedAt: string;
  command: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}). ` +
        'Stop that process, or point AXLEBAY_DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function acquireLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'axlebay-api.lock');
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), command: process.argv.slice(1).join(' ') || 'node' };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: LockInfo | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
      } catch {
        holder = undefined;
      }
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(file, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
