import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import { useShell } from '../routing/shell-context';
import type { PromoWindowProps } from './PromoWindow';

/**
 * Where the discount window and the global notice appear. Nothing of them is in the first load: their
 * code is fetched once the page is live, the browser idle and the shopper has acted (a click or key
 * on the page, or a second page). The server renders the empty live region only.
 */
export function PromoWindows() {
  const { api, market, hasToken } = useShell();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [acted, setActed] = useState(false);
  const [Window, setWindow] = useState<ComponentType<PromoWindowProps> | null>(null);

  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    const options = { capture: true, once: true } as const;
    document.addEventListener('pointerdown', act, options);
    document.addEventListener('keydown', act, options);
    return () => {
      document.removeEventListener('pointerdown', act, options);
      document.removeEventListener('keydown', act, options);
    };
  }, [acted]);

  useEffect(() => {
    if (pathname !== firstPath.current) setActed(true);
  }, [pathname]);

  useEffect(() => {
    if (!acted || Window) return;
    return afterFirstRouteIdle(() => {
      void import(/* webpackChunkName: "promo-window" */ './PromoWindow').then(
        (m) => setWindow(() => m.PromoWindow),
        () => undefined, // offline or a new release: no window this time
      );
    });
  }, [acted, Window]);

  return (
    <div aria-live="polite" data-print-hide="">
      {Window && <Window pathname={pathname} api={api} shopId={market.shopId} signedIn={hasToken()} />}
    </div>
  );
}
