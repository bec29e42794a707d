import { useEffect } from 'react';
import { monitoring } from '@axlebay/shared-lib';
import { lastLoadFailed, loadParcel } from '../federation/load-parcel';
import { matchAppRoute } from './route-table';

/**
 * When the shopper points at, focuses or touches a link to another page of the shop, the remote
 * that owns it starts loading (its entry and page parcel), so the click paints at once.
 */
export function useLinkPrefetch() {
  useEffect(() => {
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      const { remote } = matchAppRoute(link.pathname).def;
      // A remote that failed waits for the shopper's Retry; a prefetch must not race it.
      if (started.has(remote) || lastLoadFailed(remote)) return;
      started.add(remote);
      loadParcel(remote).catch((error: unknown) => {
        started.delete(remote);
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
