import { startPeriodicJob } from '../db/periodic-job';
import type { Database } from '../db/client';

/** Rows one DELETE removes: each chunk is its own short statement, so shoppers' queries get between them. */
export const PRUNE_CHUNK_ROWS = 5_000;
/** The pruning job runs at start and then hourly. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const TABLES = ['tracking_event', 'marketing_event'] as const;
export type PruneResult = Record<(typeof TABLES)[number], number>;

/**
 * Deletes tracking and marketing events the API received more than `retentionDays` ago
 * (AXLEBAY_TRACKING_RETENTION_DAYS), oldest first, `chunkRows` at a time. By `received_at`, the
 * server's clock: a client's clock cannot keep a row forever or have it deleted at once.
 */
export async function pruneTracking(database: Database, retentionDays: number, { now = new Date(), chunkRows = PRUNE_CHUNK_ROWS } = {}): Promise<PruneResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const result: PruneResult = { tracking_event: 0, marketing_event: 0 };
  for (const table of TABLES) {
    for (;;) {
      // Rows arrive in id order: the oldest ids are the oldest rows, and the primary key finds them.
      const [row] = await database.query<{ n: number }>(
        `with gone as (delete from ${table} where id in (select id from ${table} where received_at < $1 order by id limit $2) returning 1) select count(*)::int as n from gone`,
        [cutoff.toISOString(), chunkRows],
      );
      const n = Number(row?.n ?? 0);
      result[table] += n;
      if (n < chunkRows) break;
    }
  }
  return result;
}

/** Prunes now (a server that was down for a while) and every hour until stopped. */
export function startTrackingPruner(
  database: Database,
  retentionDays: number,
  log: (error: unknown) => void,
  intervalMs = PRUNE_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob(() => pruneTracking(database, retentionDays), log, intervalMs);
}
