import { MONITORING } from './constants';

/**
 * Low-level records (p3) are batched: the buffer is handed to `flush` when it holds 100 items or
 * 5 s after its first item, whichever comes first (spec §9 log buffer flush).
 */
export function createLogBuffer<T>(flush: (items: T[]) => void) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (items.length === 0) return;
    const batch = items;
    items = [];
    flush(batch);
  };
  return {
    add(item: T) {
      items.push(item);
      if (items.length >= MONITORING.logFlushItems) drain();
      else if (timer === undefined) timer = setTimeout(drain, MONITORING.logFlushMs);
    },
    /** Sends what is buffered now (the page is being hidden). */
    flush: drain,
    size: () => items.length,
  };
}
