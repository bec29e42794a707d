import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import { useShell } from '../routing/shell-context';
import type { PromoWindowProps } from './PromoWindow';

/**
 * Where the discount window and the global notice appear. Nothing of them is in the first load: their
 * code (PromoWindow, which then waits for the shopper's first action) is fetched once the page is live and
 * the browser idle. The server renders the empty live region only.
 */
export function PromoWindows() {
  const { api, market, hasToken } = useShell();
  const { pathname } = useLocation();
  const [Window, setWindow] = useState<ComponentType<PromoWindowProps>>();
  useEffect(
    () =>
      afterFirstRouteIdle(() => {
        // Offline or a new release: no window this time.
        import(/* webpackChunkName: "promo-window" */ './PromoWindow').then((m) => setWindow(() => m.PromoWindow), () => undefined);
      }),
    [],
  );
  return (
    <div aria-live="polite" data-print-hide="">
      {Window && <Window pathname={pathname} api={api} shopId={market.shopId} signedIn={hasToken()} />}
    </div>
  );
}
