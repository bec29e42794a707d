import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';

describe('opening a database made from an earlier build of the init migration', () => {
  it('moves an embedded data folder aside and starts a fresh database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-prerelease-'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const first = await openDatabase({ dataDir: dir });
      // As if the init migration had been rebuilt since: the recorded one looks older than the file.
      await first.query('update drizzle.__drizzle_migrations set created_at = 1');
      await first.close();

      const fresh = await openDatabase({ dataDir: dir });
      const migrations = await fresh.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations where created_at = 1');
      await fresh.close();
      expect(migrations[0]?.n).toBe(0);
      const kept = fs.readdirSync(dir).filter((f) => f.startsWith('pgdata.stale-'));
      expect(kept).toHaveLength(1); // nothing deleted
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('held an earlier pre-release schema; moved it to'));
    } finally {
      warn.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
