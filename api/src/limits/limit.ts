import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';

/** The table of the counters (schema.ts `rateLimits`), created by the migration, not by the library. */
export const RATE_LIMIT_TABLE = 'rate_limit';

export interface LimitRule {
  /** Events allowed per window. */
  points: number;
  /** Window length; it starts with the first event of a key. */
  durationSeconds: number;
}

export type Verdict = { allowed: true; /** Events in the window, this one included. */ consumed: number } | { allowed: false; retryAfterSeconds: number };

/**
 * rate-limiter-flexible's Postgres store speaks node-postgres' `query({ text, values })`; this puts
 * it on our Database (PGlite or PostgreSQL) alike. bigint columns come back as a string from
 * node-postgres and as a number or BigInt from PGlite: the library does arithmetic on them.
 */
function storeClient(database: Database) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const rows = await database.query<{ points?: unknown; expire?: unknown }>(text, values);
      const normal = rows.map((row) => ({
        ...row,
        ...(row.points !== undefined ? { points: Number(row.points) } : {}),
        ...(row.expire !== undefined && row.expire !== null ? { expire: Number(row.expire) } : {}),
      }));
      return { rows: normal, rowCount: normal.length };
    },
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A limited key is hashed: the table holds no email address or IP in clear, and no key outgrows it. */
export function limitKey(...parts: string[]): string {
  return crypto.createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/**
 * One named limit whose counters live in the database, so every API process counts together.
 * Should the database fail, a per-process memory limiter stands in (the library's insurance), so a
 * database hiccup neither opens the door nor turns every attempt into an error.
 */
export class Limit {
  private readonly limiter: RateLimiterPostgres;

  /** `sweeps`: this limit also deletes every limit's rows that expired over an hour ago (every 5 minutes); one per process is enough. */
  constructor(database: Database, keyPrefix: string, readonly rule: LimitRule, { sweeps = false }: { sweeps?: boolean } = {}) {
    this.limiter = new RateLimiterPostgres({
      storeClient: storeClient(database),
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: sweeps,
      keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds }),
    });
  }

  /** Seconds until `key` may act again, counting nothing; 0 when it may act now. */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.rule.points && res.msBeforeNext > 0 ? seconds(res.msBeforeNext) : 0;
  }

  /** Counts one event (or `points` at once); refused (and told how long to wait) once the window is full. */
  async hit(key: string, points = 1): Promise<Verdict> {
    try {
      const res = await this.limiter.consume(key, points);
      return { allowed: true, consumed: res.consumedPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(error.msBeforeNext) };
      throw error;
    }
  }

  /** Takes one counted event back (one that turned out not to count, e.g. a right password). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Holds `key` back for `durationSeconds` from now, whatever its count. */
  async block(key: string, durationSeconds: number): Promise<void> {
    await this.limiter.block(key, durationSeconds);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
