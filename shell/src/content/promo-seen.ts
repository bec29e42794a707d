import { webStorage } from '@axlebay/shared-lib';

/** Which windows this shopper has been shown (key → when), kept in the browser: each shows once. */
export const PROMO_SEEN_KEY = 'axlebay_promo_seen';

export function seenPromos(storage: Storage = webStorage('local')): Record<string, string> {
  try {
    const value = JSON.parse(storage.getItem(PROMO_SEEN_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function markPromoSeen(key: string, now = new Date(), storage: Storage = webStorage('local')) {
  storage.setItem(PROMO_SEEN_KEY, JSON.stringify({ ...seenPromos(storage), [key]: now.toISOString() }));
}
