import { useEffect } from 'react';
import { monitoring } from '@axlebay/shared-lib';
import { lastLoadFailed, loadParcel } from '../federation/load-parcel';
import { matchAppRoute } from './route-table';

/**
 * When the shopper points at, focuses or touches a link to another page of the shop, the remote
 * that owns it starts loading (its entry and page parcel, and the page's own chunk when it has one),
 * so the click paints at once.
 */
export function useLinkPrefetch() {
  useEffect(() => {
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      const { remote, page } = matchAppRoute(link.pathname).def;
      const key = `${remote}/${page}`;
      // A remote that failed waits for the shopper's Retry; a prefetch must not race it.
      if (started.has(key) || lastLoadFailed(remote)) return;
      started.add(key);
      loadParcel(remote)
        // A remote built before preloadPage existed has none: its parcel is enough.
        .then((parcel) => (typeof parcel.preloadPage === 'function' ? parcel.preloadPage(page) : undefined))
        .catch((error: unknown) => {
          started.delete(key);
          monitoring.report({ level: 'p3', kind: 'prefetch', remote, error });
        });
    };
    const options = { passive: true, capture: true } as const;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, onIntent, options);
    };
  }, []);
}
