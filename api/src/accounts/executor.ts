import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema';

/** Where a query runs: the database itself (`database.db`) or an open transaction of it. */
export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;
