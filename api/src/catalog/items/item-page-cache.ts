import { onItemsChanged, type ItemChange } from './item-changes';

/** A row read within this long of a write to its item is not kept: the writer's transaction may not have committed yet. */
export const WRITE_WINDOW_MS = 5_000;

interface Entry<Row> {
  row: Promise<Row | undefined>;
  expires: number;
  /** Known once the row has loaded. */
  itemId?: number;
}

/**
 * Rows of one item each: the product page's serialized answers (item-detail.ts) and listing cards,
 * so a popular product's page costs no statement. Content, prices and statuses do not change while
 * the API runs; stock and ratings do, and a write in this process drops the rows it changed at once
 * (item-changes.ts). Another API process's writes show here after at most `ttlMs`. Concurrent
 * requests for one row share one load; unknown handles and failed loads are not kept.
 */
export class ItemPageCache<Row extends { id: number }> {
  private readonly entries = new Map<string, Entry<Row>>();
  private readonly writtenAt = new Map<number, number>();
  private everyItemWrittenAt = -Infinity;
  /** Stops listening to writes (when the app closes). */
  readonly close: () => void;

  constructor(
    private readonly maxEntries = 5_000,
    private readonly ttlMs = 10_000,
  ) {
    this.close = onItemsChanged((change) => this.drop(change));
  }

  get(key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const now = Date.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.row;
    }
    const entry: Entry<Row> = { row: load(), expires: now + this.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.row.then((row) => {
      if (!row || this.writtenSince(row.id, now - WRITE_WINDOW_MS)) forget();
      else entry.itemId = row.id;
    }, forget);
    return entry.row;
  }

  private writtenSince(itemId: number, since: number): boolean {
    return Math.max(this.writtenAt.get(itemId) ?? -Infinity, this.everyItemWrittenAt) >= since;
  }

  private drop(change: ItemChange): void {
    const now = Date.now();
    if ('everyItem' in change) {
      this.everyItemWrittenAt = now;
      this.entries.clear();
      return;
    }
    for (const [id, at] of this.writtenAt) if (at < now - WRITE_WINDOW_MS) this.writtenAt.delete(id);
    const ids = new Set(change.itemIds);
    for (const id of ids) this.writtenAt.set(id, now);
    for (const [key, entry] of this.entries) if (entry.itemId !== undefined && ids.has(entry.itemId)) this.entries.delete(key);
  }
}
