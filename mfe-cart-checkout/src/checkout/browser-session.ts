/**
 * The tab's sessionStorage as JSON. Call from effects and event handlers only — never while
 * rendering (server rendering has no storage). Storage may be missing or full: reads answer
 * undefined and writes are dropped.
 */
export function readSessionJson<T>(key: string): T | undefined {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === undefined) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or refused: the page goes on without it */
  }
}

/** The cart page's applied coupon (it stores the code as a plain string or as JSON). */
export const COUPON_KEY = 'axlebay.checkout.coupon';

export function readAppliedCoupon(): string | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(COUPON_KEY);
    if (!raw) return undefined;
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* a plain code */
    }
    if (typeof value === 'object' && value !== null && 'code' in value) value = (value as { code: unknown }).code;
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}
