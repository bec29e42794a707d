import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';

describe('opening a database made from an earlier build of the init migration', () => {
  it('fails with what to do, not a bare SQL error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-prerelease-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      // As if the init migration had been rebuilt since: the recorded one looks older than the file.
      await first.query('update drizzle.__drizzle_migrations set created_at = 1');
      await first.close();
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `the data folder ${dir} was created from an earlier pre-release schema (api/drizzle/0001_init.sql has been rebuilt since). Delete it`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
