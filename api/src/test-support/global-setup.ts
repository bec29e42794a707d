import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { ensureDataset } from '../setup/ensure-dataset';
import { startTempPostgres, type TempPostgres } from '../db/temp-postgres';
import { testConfig } from './test-config';
import { testDbKind } from './test-db';

/**
 * Builds the small dataset once per run: into a throwaway PostgreSQL server (AXLEBAY_TEST_DB=postgres)
 * or into a PGlite template folder that each test file copies, so every file starts from the same data.
 */
export default async function globalSetup() {
  const config = testConfig();
  const progress = process.env.AXLEBAY_TEST_VERBOSE ? (m: string) => console.log(`[setup] ${m}`) : () => undefined;
  if (testDbKind() === 'postgres') {
    const server = await startTempPostgres();
    (globalThis as { __AXLEBAY_PG__?: TempPostgres }).__AXLEBAY_PG__ = server;
    process.env.TEST_DATABASE_URL = server.url;
    const database = await openDatabase({ databaseUrl: server.url });
    if (!process.env.AXLEBAY_TEST_SKIP_DATASET) await ensureDataset(database, config, progress);
    await database.close();
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-pglite-template-'));
    const database = await openDatabase({ dataDir: dir });
    if (!process.env.AXLEBAY_TEST_SKIP_DATASET) await ensureDataset(database, config, progress);
    await database.close();
    process.env.TEST_PGLITE_TEMPLATE = dir;
  }
}
