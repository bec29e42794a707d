import fs from 'node:fs';
import type { TempPostgres } from '../db/temp-postgres';
import { closeSharedEmbeddedDatabase } from './shared-embedded-database';

export default async function globalTeardown() {
  await closeSharedEmbeddedDatabase();
  (globalThis as { __AXLEBAY_PG__?: TempPostgres }).__AXLEBAY_PG__?.stop();
  if (process.env.TEST_PGLITE_TEMPLATE) fs.rmSync(process.env.TEST_PGLITE_TEMPLATE, { recursive: true, force: true });
}
