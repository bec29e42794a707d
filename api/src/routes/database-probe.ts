import type { Database } from '../db/client';

export interface ProbeResult {
  up: boolean;
  /** How long the database took to answer `select 1` (waiting behind other statements included). */
  latencyMs: number;
  /** When that answer came (ms since epoch). */
  at: number;
}

export interface DatabaseProbe {
  /** The latest answer; the first call waits for the first probe. */
  latest(): Promise<ProbeResult>;
  stop(): void;
}

/**
 * Asks the database `select 1` every `intervalMs` in the background, so `/health` answers at once
 * from the latest result instead of queuing its own statement behind a busy database (the embedded
 * one has a single connection). A probe that has not answered for `staleMs` counts as down.
 */
export function startDatabaseProbe(database: Database, { intervalMs = 1000, staleMs = 5000 } = {}): DatabaseProbe {
  let last: ProbeResult | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const probe = async (): Promise<ProbeResult> => {
    const started = performance.now();
    const up = await database
      .query<{ ok: number }>('select 1::int as ok')
      .then((rows) => rows[0]?.ok === 1)
      .catch(() => false);
    last = { up, latencyMs: Math.round((performance.now() - started) * 10) / 10, at: Date.now() };
    if (!stopped) timer = setTimeout(() => void probe(), intervalMs).unref();
    return last;
  };
  const first = probe();

  return {
    async latest() {
      const result = last ?? (await first);
      return Date.now() - result.at > staleMs ? { ...result, up: false } : result;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
