import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import * as schema from './schema';
import { csvRows } from './csv';
import { acquireLock, type DataDirLock } from './lock';
import { PgliteThread } from './pglite-thread/pglite-thread';

export type Db = PgliteDatabase<typeof schema> | NodePgDatabase<typeof schema>;

export interface QueryOptions {
  /**
   * A hot read whose text repeats (search, listing cards, the product page): on PostgreSQL it becomes a
   * named prepared statement, parsed once per pooled connection, and after five runs PostgreSQL may
   * keep one generic plan instead of planning every call (planning was half of a search statement's
   * time). The embedded database ignores it.
   */
  prepare?: boolean;
}

const statementNames = new Map<string, string>();

/** A prepared statement's name: the same text gets the same name on every connection (hashed once per text). */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    // Texts are few (one per query shape); the bound only guards against an unforeseen variety.
    if (statementNames.size >= 5_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with $1… parameters; rows come back as objects. Cast aggregates (`::int`): drivers differ. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Bulk load with COPY … FROM (csv). */
  copyRows(table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void>;
  close(): Promise<void>;
}

/** api/drizzle, from src/db (tests) and dist/db (server) alike. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/**
 * Pre-release, the schema is one migration that is rebuilt when the schema changes
 * (scripts/regen-init-migration.cjs). A database made from an earlier build of it then fails with
 * "already exists": say what to do instead of leaving a bare SQL error.
 */
export class StaleSchemaError extends Error {}

async function withPreReleaseHint(migration: Promise<void>, where: string): Promise<void> {
  try {
    await migration;
  } catch (error) {
    const text = `${(error as Error).message} ${((error as { cause?: Error }).cause?.message ?? '')}`;
    if (!/already exists/.test(text)) throw error;
    throw new StaleSchemaError(
      `${where} was created from an earlier pre-release schema (api/drizzle/0001_init.sql has been rebuilt since). ` +
        'Delete it (or drop and recreate the PostgreSQL database) and start again: the dataset is rebuilt, accounts in it are lost.',
      { cause: error },
    );
  }
}

export interface OpenOptions {
  /** postgres://… → PostgreSQL through node-postgres; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options);
  return database;
}

/**
 * An embedded data folder is the scripts' own making: when it predates the current init migration it
 * is moved aside (`pgdata.stale-<time>`, nothing deleted) and a fresh one is built. PostgreSQL
 * databases are never touched: there the error says what to do.
 */
async function openPglite(options: OpenOptions): Promise<Database> {
  try {
    return await openPgliteOnce(options);
  } catch (error) {
    if (!(error instanceof StaleSchemaError) || options.memory || !options.dataDir) throw error;
    const aside = path.join(options.dataDir, `pgdata.stale-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.renameSync(path.join(options.dataDir, 'pgdata'), aside);
    console.warn(`[api] ${options.dataDir} held an earlier pre-release schema; moved it to ${aside} and starting a fresh database`);
    return openPgliteOnce(options);
  }
}

async function openPgliteOnce({ dataDir, memory }: OpenOptions): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (!memory) {
    if (!dataDir) throw new Error('openDatabase: dataDir is required for the embedded database');
    lock = acquireLock(dataDir);
  }
  let opened: PgliteThread | undefined;
  try {
    const client = (opened = await PgliteThread.start({ dataDir: memory ? undefined : path.join(dataDir!, 'pgdata') }));
    const database = embeddedDatabase(client, async () => {
      await client.close();
      lock?.release();
    });
    await withPreReleaseHint(migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder: MIGRATIONS_DIR }), memory ? 'the in-memory database' : `the data folder ${dataDir}`);
    return database;
  } catch (error) {
    await opened?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** Our Database over an embedded database thread; `close` says what closing it means (see PgliteThread.adopt). */
export function embeddedDatabase(client: PgliteThread, close: () => Promise<void>): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(client as unknown as PGlite, { schema }),
    async query(text, params) {
      const result = await client.query(text, params as unknown[] | undefined);
      return result.rows as never[];
    },
    async copyRows(table, columns, rows) {
      await client.copy(table, columns, csvRows(rows));
    },
    close,
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  // maxUses: a connection is replaced after that many queries, which also drops the prepared statements
  // it collected (QueryOptions.prepare), so their number stays bounded however many query shapes run.
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX || 10), maxUses: 10_000 });
  const db = drizzlePg(pool, { schema });
  try {
    await withPreReleaseHint(migratePg(db, { migrationsFolder: MIGRATIONS_DIR }), 'the PostgreSQL database of DATABASE_URL');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    async query(text, params, options) {
      const values = params as unknown[] | undefined;
      const result = await (options?.prepare ? pool.query({ name: statementName(text), text, values }) : pool.query(text, values));
      return result.rows as never[];
    },
    async copyRows(table, columns, rows) {
      const client = await pool.connect();
      try {
        const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`));
        await pipeline(Readable.from([csvRows(rows)]), stream);
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
