import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the test suite: initdb in a temporary folder, started on a free
 * loopback port, removed afterwards. Uses Debian's server binaries (package `postgresql`).
 */
export interface TempPostgres {
  url: string;
  dataDir: string;
  stop(): void;
}

export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
  return candidates.find((dir): dir is string => Boolean(dir) && fs.existsSync(path.join(dir!, 'pg_ctl')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian: apt-get install -y postgresql)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-pg-'));
  // PostgreSQL refuses to run as root: run it as the `postgres` system user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', path.join(dataDir, 'data'), '-U', 'axlebay', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D', path.join(dataDir, 'data'),
    '-l', path.join(dataDir, 'server.log'),
    '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w', 'start',
  ]);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'axlebay', 'axlebay_test']);
  return {
    url: `postgres://axlebay@127.0.0.1:${port}/axlebay_test`,
    dataDir,
    stop() {
      try {
        run('pg_ctl', ['-D', path.join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
