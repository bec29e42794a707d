/**
 * A small LRU of promises with a time limit. The catalog does not change while the API runs, so a
 * search answer stays right; the limit only bounds memory and staleness after a dataset rebuild.
 * Concurrent requests for the same key share one load; a failed load is not kept.
 *
 * With `keepFromSecondAsk`, a key's answer is kept only once the key has been asked for before (within
 * the time limit; that many keys are remembered). Most new searches are asked once: keeping each of them
 * only fed the garbage collector (every kept answer is copied out of the young generation; at 300 new
 * searches a second that was 6 scavenges a second of 10–14 ms each, paused requests included).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  private readonly asked?: TtlCache<true>;
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    { keepFromSecondAsk }: { keepFromSecondAsk?: number } = {},
  ) {
    if (keepFromSecondAsk) this.asked = new TtlCache<true>(keepFromSecondAsk, ttlMs);
  }

  /** Is an unexpired entry (loaded or loading) kept under `key`? Does not count as a use. */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return !!hit && hit.expires > Date.now();
  }

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const asked = this.asked;
    if (asked && !asked.has(key)) return this.loadOnce(key, load, asked);
    const value = this.loading.get(key) ?? load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** A first ask: remembered, its load shared while it runs, its answer not kept. */
  private loadOnce(key: string, load: () => Promise<V>, asked: TtlCache<true>): Promise<V> {
    const running = this.loading.get(key);
    if (running) return running;
    void asked.getOrLoad(key, () => Promise.resolve(true as const));
    const value = load();
    this.loading.set(key, value);
    const done = () => this.loading.delete(key);
    value.then(done, done);
    return value;
  }
}
