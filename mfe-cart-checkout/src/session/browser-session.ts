import { webStorage } from '@axlebay/shared-lib';

/**
 * The tab's sessionStorage as JSON. Call from effects and event handlers only — never while
 * rendering (server rendering has no storage). Storage may be missing or full: reads answer
 * undefined and writes are dropped.
 */
export function readSessionJson<T>(key: string): T | undefined {
  try {
    const text = webStorage('session').getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === undefined) webStorage('session').removeItem(key);
    else webStorage('session').setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or refused: the page goes on without it */
  }
}

/** The coupon the cart page applied, for checkout (this tab only): the code as plain text, upper case. */
export const COUPON_KEY = 'axlebay.checkout.coupon';

export function readAppliedCoupon(): string | undefined {
  try {
    return webStorage('session').getItem(COUPON_KEY)?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, for undefined, forgets) the applied coupon. */
export function writeAppliedCoupon(code: string | undefined): void {
  try {
    if (code) webStorage('session').setItem(COUPON_KEY, code);
    else webStorage('session').removeItem(COUPON_KEY);
  } catch {
    /* storage full or refused: the code still applies on this page */
  }
}
