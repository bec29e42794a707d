/**
 * Rows held in memory and written together: a request adds its rows and is answered at once; every
 * `flushMs`, or as soon as `batchRows` are waiting, one multi-row INSERT per `batchRows` writes them.
 * With more than `maxPending` waiting (the database is slow or away), adding waits for a flush:
 * the senders slow down instead of the process filling its memory. A failed write keeps its rows
 * (up to `maxPending`) and is tried again after `retryMs`.
 */
export interface WriteBufferOptions<T> {
  write(rows: T[]): Promise<void>;
  /** A write failed; `dropped` rows could not be kept for another try. */
  onError(error: unknown, dropped: number): void;
  flushMs?: number;
  batchRows?: number;
  maxPending?: number;
  retryMs?: number;
}

export const WRITE_BUFFER_DEFAULTS = { flushMs: 250, batchRows: 500, maxPending: 20_000, retryMs: 5_000 } as const;

export class WriteBuffer<T> {
  private rows: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private readonly flushMs: number;
  private readonly batchRows: number;
  private readonly maxPending: number;
  private readonly retryMs: number;

  constructor(private readonly options: WriteBufferOptions<T>) {
    this.flushMs = options.flushMs ?? WRITE_BUFFER_DEFAULTS.flushMs;
    this.batchRows = options.batchRows ?? WRITE_BUFFER_DEFAULTS.batchRows;
    this.maxPending = options.maxPending ?? WRITE_BUFFER_DEFAULTS.maxPending;
    this.retryMs = options.retryMs ?? WRITE_BUFFER_DEFAULTS.retryMs;
  }

  /** Rows waiting to be written. */
  get pending(): number {
    return this.rows.length;
  }

  /** Queues rows; resolves at once unless more than maxPending are waiting (then once a flush made room). */
  async add(rows: readonly T[]): Promise<void> {
    if (this.closed) {
      // Shutting down: no timer would write them any more.
      await this.options.write([...rows]);
      return;
    }
    this.rows.push(...rows);
    if (this.rows.length >= this.batchRows) void this.flush();
    else this.schedule(this.flushMs);
    if (this.rows.length > this.maxPending) await this.flush();
  }

  /** Writes everything waiting now (after a flush already under way). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.rows.length === 0) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const taken = this.rows;
    this.rows = [];
    this.running = this.writeAll(taken).finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  /** Stops the timer and writes what is waiting (shutdown); later adds are written directly. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    if (this.rows.length > 0) {
      this.options.onError(new Error('the last write before shutdown failed'), this.rows.length);
      this.rows = [];
    }
  }

  private schedule(ms: number) {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
    this.timer.unref?.();
  }

  private async writeAll(taken: T[]): Promise<void> {
    for (let start = 0; start < taken.length; start += this.batchRows) {
      const batch = taken.slice(start, start + this.batchRows);
      try {
        await this.options.write(batch);
      } catch (error) {
        // Keep what failed and what was not tried, ahead of newer rows, as far as room allows.
        const kept = [...taken.slice(start), ...this.rows];
        const dropped = Math.max(0, kept.length - this.maxPending);
        this.rows = kept.slice(0, this.maxPending);
        this.options.onError(error, dropped);
        this.schedule(this.retryMs);
        return;
      }
    }
  }
}
