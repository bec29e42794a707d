import fs from 'node:fs';
import type { TempPostgres } from '../db/temp-postgres';

export default async function globalTeardown() {
  (globalThis as { __AXLEBAY_PG__?: TempPostgres }).__AXLEBAY_PG__?.stop();
  if (process.env.TEST_PGLITE_TEMPLATE) fs.rmSync(process.env.TEST_PGLITE_TEMPLATE, { recursive: true, force: true });
}
