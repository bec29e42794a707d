import { TRACKING, type MarketingEvent, type TrackedEvent } from '@axlebay/shared-lib';
import { TRACKING_PATHS, type Endpoint, type Transport } from './transport';

/** What waits to be sent: kept in localStorage until the API took it, so a reload sends it (spec §8). */
export interface OutboxItem {
  to: Endpoint;
  event: TrackedEvent | MarketingEvent;
}

export const OUTBOX_STORAGE_KEY = 'axlebay.tracking.queue';
/** Bounded: a shopper offline for a long time keeps the newest events, not an ever-growing list. */
export const OUTBOX_LIMIT = 300;

interface Request {
  to: Endpoint;
  items: OutboxItem[];
  body: string;
}

/** Track events travel together (at most one exposure batch's worth a request); marketing events one by one. */
function requestsOf(items: readonly OutboxItem[]): Request[] {
  const track = items.filter((i) => i.to === 'track');
  const requests: Request[] = [];
  for (let i = 0; i < track.length; i += TRACKING.exposureBatchSize) {
    const chunk = track.slice(i, i + TRACKING.exposureBatchSize);
    requests.push({ to: 'track', items: chunk, body: JSON.stringify({ events: chunk.map((c) => c.event) }) });
  }
  for (const item of items) if (item.to !== 'track') requests.push({ to: item.to, items: [item], body: JSON.stringify(item.event) });
  return requests;
}

function readStored(storage: Storage | undefined): OutboxItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((i): i is OutboxItem => Boolean(i && i.event && i.to in TRACKING_PATHS)) : [];
  } catch {
    return [];
  }
}

export interface Outbox {
  add(items: OutboxItem[]): void;
  /** Sends what waits now (a failure retries after spec §9's 2.5 s). */
  flush(): void;
  /** The page is going away (or hidden): what is not in flight goes by beacon, and stays stored until confirmed. */
  leave(): void;
  size(): number;
}

/**
 * The tracker's send queue (spec §8 "Tracking send failure": queued locally, retried after 2.5 s).
 * It starts with what an earlier page left stored, so a reload resends it. Offline, it waits for the
 * `online` event (or the retry) instead of making calls that can only fail.
 */
export function createOutbox(
  apiBase: string,
  transport: Transport,
  onSent: (items: OutboxItem[]) => void,
  storage?: Storage,
  headers?: () => Record<string, string>,
): Outbox {
  let items = readStored(storage);
  const inFlight = new Set<OutboxItem>();
  /** Sent by beacon from this page: not sent again from it, kept stored until a later load confirms them. */
  const beaconed = new Set<OutboxItem>();
  let retry: ReturnType<typeof setTimeout> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;

  const persist = () => {
    try {
      if (items.length) storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(items));
      else storage?.removeItem(OUTBOX_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the events still go from memory.
    }
  };
  const remove = (done: Set<OutboxItem>) => {
    items = items.filter((i) => !done.has(i));
    persist();
  };
  const retryLater = () => {
    retry ??= setTimeout(() => {
      retry = undefined;
      flush();
    }, TRACKING.retryMs);
  };

  function flush() {
    clearTimeout(soon);
    soon = undefined;
    const waiting = items.filter((i) => !inFlight.has(i) && !beaconed.has(i));
    if (!waiting.length) return;
    if (!transport.online()) return retryLater();
    for (const request of requestsOf(waiting)) {
      request.items.forEach((i) => inFlight.add(i));
      void transport.post(apiBase + TRACKING_PATHS[request.to], request.body, headers?.()).then((result) => {
        request.items.forEach((i) => inFlight.delete(i));
        if (result === 'retry') return retryLater();
        remove(new Set(request.items));
        onSent(request.items);
      });
    }
  }

  if (typeof addEventListener === 'function') addEventListener('online', flush);
  // What an earlier page left (it was offline, or closed before the API answered) goes first.
  if (items.length) soon = setTimeout(flush, 0);

  return {
    add(added) {
      items.push(...added);
      if (items.length > OUTBOX_LIMIT) items.splice(0, items.length - OUTBOX_LIMIT);
      persist();
      // Events of one tick (a page view and its marketing page-load) share the request.
      soon ??= setTimeout(flush, 0);
    },
    flush,
    leave() {
      const waiting = items.filter((i) => !inFlight.has(i) && !beaconed.has(i));
      if (!waiting.length || !transport.online()) return;
      const taken: OutboxItem[] = [];
      for (const request of requestsOf(waiting)) {
        if (transport.beacon(apiBase + TRACKING_PATHS[request.to], request.body)) taken.push(...request.items);
      }
      // A beacon is never answered: what it carried stays stored, and the next page load sends it
      // again (the API skips event ids it has), so an API that was down loses nothing either.
      taken.forEach((i) => beaconed.add(i));
      onSent(taken);
    },
    size: () => items.filter((i) => !beaconed.has(i)).length,
  };
}
