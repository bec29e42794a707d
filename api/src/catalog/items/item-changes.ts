/**
 * What a write in this process changed of the product pages' live fields (spec §3 availableTotal,
 * reviewInfo): stock taken or given back (orders), ratings recomputed (reviews). The product page
 * cache (item-page-cache.ts) listens and drops what changed. Process-wide: the writers sit deep in
 * order and review transactions, and every cache of this process must hear every write.
 */
export type ItemChange = { itemIds: readonly number[] } | { everyItem: true };

type Listener = (change: ItemChange) => void;
const listeners = new Set<Listener>();

/** Say that these items' stock changed (call it where the write is made, inside its transaction). */
export function itemsChanged(itemIds: readonly number[]): void {
  if (itemIds.length > 0) for (const listener of listeners) listener({ itemIds });
}

/** Say that ratings changed: a category's counts show on every page of its items, so all are dropped. */
export function ratingsChanged(): void {
  for (const listener of listeners) listener({ everyItem: true });
}

/** Listen to changes; the returned function stops listening. */
export function onItemsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
