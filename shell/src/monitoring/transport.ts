import { MONITORING } from './constants';

/** One envelope waiting to be sent; `priority` 0 (p0) … 3 (p3): when the queue is full, p3 goes first. */
export interface Queued {
  body: string;
  priority: number;
}

/** Sends one envelope; resolves with the HTTP status, rejects when there was no answer (offline). */
export type Post = (body: string, keepalive: boolean) => Promise<number>;

export interface Transport {
  enqueue(item: Queued): void;
  /** Sends what is queued now unless paused (after a 429) or offline; `online` calls it. */
  flush(): void;
  /** Envelopes not yet delivered (queued or in flight). */
  pending(): number;
}

const bytesOf = (body: string) => (typeof TextEncoder === 'function' ? new TextEncoder().encode(body).length : body.length);

/**
 * The offline queue (spec §9): at most 30 envelopes; a failed send (no answer, or a 5xx) is retried
 * after 5 s, then 10, 20… (capped at 5 minutes), and the wait starts again at 5 s after a success;
 * a 429 pauses every send for 60 s; any other refusal (400: a bad envelope) drops it: sending it
 * again cannot help. Sends use `keepalive` (so they survive the page closing) only while the bytes
 * in flight with it stay at most 60000 and fewer than 15 such requests are open: the browser's own
 * keepalive quota is 64 KiB for the whole page, and the tracker shares it.
 */
export function createTransport(post: Post, isOnline: () => boolean = () => true): Transport {
  const queue: Queued[] = [];
  const inFlight = new Set<Queued>();
  let keepaliveBytes = 0;
  let keepaliveRequests = 0;
  let retryMs: number = MONITORING.retryMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wait = (ms: number) => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush();
    }, ms);
  };

  // Several sends may fail together (one outage): one retry, one doubling.
  const failed = () => {
    if (timer !== undefined) return;
    wait(retryMs);
    retryMs = Math.min(retryMs * 2, MONITORING.maxRetryMs);
  };

  const remove = (item: Queued) => {
    const at = queue.indexOf(item);
    if (at >= 0) queue.splice(at, 1);
  };

  function send(item: Queued) {
    const bytes = bytesOf(item.body);
    const keepalive = keepaliveBytes + bytes <= MONITORING.keepaliveMaxBytes && keepaliveRequests < MONITORING.keepaliveMaxRequests;
    if (keepalive) {
      keepaliveBytes += bytes;
      keepaliveRequests += 1;
    }
    inFlight.add(item);
    const done = () => {
      inFlight.delete(item);
      if (keepalive) {
        keepaliveBytes -= bytes;
        keepaliveRequests -= 1;
      }
    };
    let request: Promise<number>;
    try {
      request = post(item.body, keepalive);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (status) => {
        done();
        if (status === 429) {
          wait(MONITORING.rateLimitPauseMs);
        } else if (status >= 500) {
          failed();
        } else {
          remove(item);
          retryMs = MONITORING.retryMs;
          if (status < 300 && timer === undefined) flush();
        }
      },
      () => {
        done();
        failed();
      },
    );
  }

  function flush() {
    // Paused (rate limit) or waiting to retry: the timer flushes. Offline: the `online` event does.
    if (timer !== undefined || !isOnline()) return;
    for (const item of queue) {
      if (inFlight.has(item)) continue;
      // Never more requests open than the keepalive rule allows, with or without keepalive.
      if (inFlight.size >= MONITORING.keepaliveMaxRequests) break;
      send(item);
    }
  }

  return {
    enqueue(item) {
      queue.push(item);
      if (queue.length > MONITORING.offlineQueueSize) {
        // Make room: the least important waiting envelope, oldest first (never one in flight).
        const waiting = queue.filter((q) => !inFlight.has(q));
        const worst = waiting.reduce<Queued | undefined>((w, q) => (!w || q.priority > w.priority ? q : w), undefined);
        if (worst) remove(worst);
      }
      flush();
    },
    flush,
    pending: () => queue.length,
  };
}
