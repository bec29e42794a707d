import cluster from 'node:cluster';

/**
 * What a write changed of the product pages' live fields (spec §3 availableTotal, reviewInfo): stock
 * taken or given back (orders), ratings recomputed (reviews). The product page cache
 * (item-page-cache.ts) listens and drops what changed. Process-wide: the writers sit deep in order and
 * review transactions, and every cache must hear every write. With AXLEBAY_API_PROCESSES > 1 the
 * cluster's processes pass changes on to each other (`relayItemChangesInCluster`); API processes on
 * other machines see them after the cache's time limit.
 */
export type ItemChange = { itemIds: readonly number[] } | { everyItem: true };

type Listener = (change: ItemChange) => void;
const listeners = new Set<Listener>();
const MESSAGE = 'axlebay:item-change';

interface ChangeMessage {
  type: typeof MESSAGE;
  change: ItemChange;
}

const isChangeMessage = (m: unknown): m is ChangeMessage => typeof m === 'object' && m !== null && (m as ChangeMessage).type === MESSAGE;

function tell(change: ItemChange): void {
  for (const listener of listeners) listener(change);
}

function publish(change: ItemChange): void {
  tell(change);
  const message: ChangeMessage = { type: MESSAGE, change };
  if (cluster.isWorker) process.send?.(message);
  else for (const worker of Object.values(cluster.workers ?? {})) worker?.send(message);
}

/** Say that these items' stock changed (call it where the write is made, inside its transaction). */
export function itemsChanged(itemIds: readonly number[]): void {
  if (itemIds.length > 0) publish({ itemIds });
}

/** Say that ratings changed: a category's counts show on every page of its items, so all are dropped. */
export function ratingsChanged(): void {
  publish({ everyItem: true });
}

/** Listen to changes; the returned function stops listening. */
export function onItemsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * In a cluster (server.ts): a worker hears what the primary passes on; the primary (which runs the order
 * sweeper) passes on each worker's changes to the other workers.
 */
export function relayItemChangesInCluster(): void {
  if (cluster.isWorker) {
    process.on('message', (m: unknown) => isChangeMessage(m) && tell(m.change));
    return;
  }
  cluster.on('message', (from, m: unknown) => {
    if (!isChangeMessage(m)) return;
    tell(m.change);
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(m);
  });
}
