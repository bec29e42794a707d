/**
 * In-memory sliding-window counter: at most `limit` events per key within the last `windowMs`.
 * Per process: with several API instances each keeps its own counts (enough for brute-force
 * protection; a shared store would be needed for exact global limits).
 */
export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** Above this many keys, keys with no event inside the window are dropped. */
  maxKeys?: number;
}

export class SlidingWindow {
  private readonly events = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: SlidingWindowOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  /** Milliseconds until `key` is under its limit again; 0 when it is under it now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.limit) return 0;
    // The oldest event that keeps the key at its limit has to leave the window.
    const blocking = recent[recent.length - this.options.limit]!;
    return Math.max(1, blocking + this.options.windowMs - this.now());
  }

  /** Counts one event now; returns its time, which `release` takes to take it back. */
  record(key: string): number {
    const at = this.now();
    const recent = this.recent(key);
    recent.push(at);
    // Only the newest `limit` events can ever matter.
    if (recent.length > this.options.limit) recent.splice(0, recent.length - this.options.limit);
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) this.sweep();
    return at;
  }

  /** Takes back one event recorded at `at` (no-op when it already left the window). */
  release(key: string, at: number): void {
    const list = this.events.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) this.events.delete(key);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Number of keys held (for tests and metrics). */
  get size(): number {
    return this.events.size;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.options.windowMs;
    const list = this.events.get(key);
    if (!list) return [];
    const kept = list.filter((t) => t > cutoff);
    if (kept.length === 0) this.events.delete(key);
    else if (kept.length !== list.length) this.events.set(key, kept);
    return kept;
  }

  private sweep(): void {
    const cutoff = this.now() - this.options.windowMs;
    for (const [key, list] of this.events) {
      if (list[list.length - 1]! <= cutoff) this.events.delete(key);
    }
  }
}
