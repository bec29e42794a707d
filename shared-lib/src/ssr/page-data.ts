import type { PageHead } from '../head';

/** What one `useApiData` key answered: the data, or the failure the page showed. */
export type PageDataEntry = { data: unknown } | { error: string; status?: number };

/** The id of the inline JSON holding each server-rendered remote's data (`{ [remote]: entries }`). */
export const PAGE_DATA_SCRIPT_ID = 'axlebay-page-data';

/**
 * One page render's data, keyed like `useApiData` keys. On the server (`mode: 'server'`) it loads
 * each key once, remembers the answer for the HTML and records what the page asked of the shell
 * (its head, "not found"); in the browser (`mode: 'hydrate'`) it hands the same answers to the first
 * render, so the page hydrates with what the server rendered and fetches nothing twice.
 * One per request and per remote area: never a module-level singleton on the server.
 */
export class PageData {
  readonly entries = new Map<string, PageDataEntry>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Server: the head the page asked for (usePageHead), the latest wins. */
  head: PageHead | undefined;
  /** Server: the page asked for the 404 page (an unknown product or category). */
  notFound = false;
  /**
   * Server: keys whose answer is no plain JSON (a Map, a class, a cycle): the browser could not
   * start from the same data, so the area is rendered afresh in the browser instead of hydrated.
   */
  readonly notPlain: string[] = [];

  constructor(
    readonly mode: 'server' | 'hydrate',
    seed: Record<string, PageDataEntry> = {},
    /** Server: the shop's origin for canonical URLs (the browser reads its own location). */
    readonly origin = '',
  ) {
    for (const [key, entry] of Object.entries(seed)) this.entries.set(key, entry);
  }

  /** Server: loads `key` once; the promise settles when its entry is recorded (never rejects). */
  load(key: string, loader: () => Promise<unknown>, describe: (error: unknown) => PageDataEntry): Promise<void> {
    let promise = this.pending.get(key);
    if (!promise) {
      promise = loader().then(
        (data) => {
          // No answer (a loader with nothing to load) travels as `{}`, which the browser reads the same way.
          if (data !== undefined && !isPlainJson(data)) this.notPlain.push(key);
          this.entries.set(key, { data });
        },
        (error: unknown) => void this.entries.set(key, describe(error)),
      );
      this.pending.set(key, promise);
    }
    return promise;
  }

  /** Browser: a key the first render used is served once; later loads of it go to the API. */
  consume(key: string): void {
    this.entries.delete(key);
  }

  /** The answers to hand to the browser (JSON). */
  toJSON(): Record<string, PageDataEntry> {
    return Object.fromEntries(this.entries);
  }
}

/** True for what survives JSON as it is: null, booleans, finite numbers, strings, arrays and plain objects, no cycles. */
export function isPlainJson(value: unknown, ancestors: Set<object> = new Set()): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (ancestors.has(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return false;
  ancestors.add(value);
  const plain = Array.isArray(value)
    ? value.every((v) => isPlainJson(v, ancestors))
    : Object.values(value).every((v) => v === undefined || isPlainJson(v, ancestors));
  ancestors.delete(value);
  return plain;
}

/** Serialises data into an inline `<script type="application/json">` safely (no `</script>` break-out). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
