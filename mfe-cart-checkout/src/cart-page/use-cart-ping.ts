import { useEffect, useRef } from 'react';
import { BUYING_API, useApi, visitorKey as storedVisitorKey, type CartLine } from '@axlebay/shared-lib';
import { countOf } from '../cart/cart-api';
import type { CartStoreImpl } from '../cart/cart-store';

export const FALLBACK_VISITOR_KEY = 'visitor';

/** What the ping answers (api/src/cart/cart-ping-routes.ts): Σ itemCount and the cart's last change. */
export interface CartPing {
  cartUUID?: string;
  count?: number;
  updatedAt?: string | null;
}

/** The visitor key the API client sends as VISITOR_U_KEY; storage refused → a fixed stand-in. */
function visitorKey(): string {
  try {
    return storedVisitorKey();
  } catch {
    return FALLBACK_VISITOR_KEY;
  }
}

/** The newest change time of the lines shown. */
const newestChange = (lines: readonly CartLine[]) => lines.reduce<string | undefined>((newest, l) => (l.gmtModified && (!newest || l.gmtModified > newest) ? l.gmtModified : newest), undefined);

/**
 * Whether the server's cart differs from the lines shown (another tab changed it): another count, or
 * a change time newer than every line shown and than the last ping's (so the page's own removals,
 * which leave no line behind, cost at most one read).
 */
export function pingDiffers(ping: CartPing | undefined, lines: readonly CartLine[], lastSeen?: string): boolean {
  if (!ping) return false;
  if (typeof ping.count === 'number' && ping.count !== countOf(lines)) return true;
  const changed = ping.updatedAt ? Date.parse(ping.updatedAt) : NaN;
  if (Number.isNaN(changed)) return false;
  const shown = newestChange(lines);
  const seen = lastSeen ? Date.parse(lastSeen) : NaN;
  return (!shown || changed > Date.parse(shown)) && (Number.isNaN(seen) || changed > seen);
}

/**
 * When the tab becomes visible again: GET BUYING_API.cartPing(visitor key, cart id) and reload the
 * cart when its count or change time differs from what the page shows. Failures are logged only (spec §8).
 */
export function useCartPing(store: CartStoreImpl | undefined, cartUUID: string | undefined, lines: readonly CartLine[]) {
  const api = useApi();
  const shown = useRef(lines);
  shown.current = lines;
  const lastSeen = useRef<string>(undefined);

  useEffect(() => {
    if (!store || !cartUUID) return;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      api.get<CartPing>(BUYING_API.cartPing(visitorKey(), cartUUID)).then(
        (ping) => {
          const differs = pingDiffers(ping, shown.current, lastSeen.current);
          lastSeen.current = ping?.updatedAt ?? undefined;
          if (differs) void store.load();
        },
        (error: unknown) => console.warn('[cart-checkout] cart ping failed', error),
      );
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [api, store, cartUUID]);
}
