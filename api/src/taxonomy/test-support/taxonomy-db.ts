import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client';
import { silent } from '../../setup/progress';
import { testConfig } from '../../test-support/test-config';
import { testDbKind } from '../../test-support/test-db';
import { loadTaxonomy } from '../load-taxonomy';

/** The suite's cache folder: the vPIC file and derived taxonomy are shared with global setup and `npm start`. */
export const testCacheDir = () => testConfig().cacheDir;

/**
 * An empty, migrated database of the suite's kind: a PGlite folder, or a new database on the suite's
 * PostgreSQL server. `dispose` removes it.
 */
export async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (testDbKind() === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL missing: run through jest -c api/jest.config.cjs');
    const name = `taxonomy_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`drop database ${name}`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-taxonomy-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Loads the taxonomy into a test database that has none (a run with AXLEBAY_TEST_SKIP_DATASET);
 * a database built by global setup already holds it and is left alone.
 */
export async function ensureTaxonomy(database: Database): Promise<void> {
  const rows = await database.query<{ n: number }>('select count(*)::int as n from vehicle_node');
  if ((rows[0]?.n ?? 0) === 0) await loadTaxonomy(database, { cacheDir: testCacheDir(), progress: silent });
}
