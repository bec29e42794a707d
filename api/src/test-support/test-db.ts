/** Which database the API suite runs on: `AXLEBAY_TEST_DB=postgres` or the default embedded PGlite. */
export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.AXLEBAY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

