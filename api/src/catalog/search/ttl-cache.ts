/**
 * A small LRU of promises with a time limit. The catalog does not change while the API runs, so a
 * search answer stays right; the limit only bounds memory and staleness after a dataset rebuild.
 * Concurrent requests for the same key share one load; a failed load is not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

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
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
