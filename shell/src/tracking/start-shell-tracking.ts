import { buildRequestHeaders, visitorKey, type Market } from '@axlebay/shared-lib';
import { startTracking } from '@axlebay/shared-lib/tracking';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import { matchAppRoute } from '../routing/route-table';
import { clickId, clientGroup, diversion, sessionId } from '../session/identity';

/** Spec §7: the page type of a path is the name of the route it matches in shared-lib ROUTES (`*` → notFound). */
export const pageTypeOf = (path: string): string => matchAppRoute(path).def.name;

/**
 * The page's tracker (spec §7 Tracking), browser only: its first-load part starts with the shell and
 * records from the start; the tracker itself loads once the first page is on screen and the browser is idle.
 */
export function startShellTracking(apiBase: string, market: Market) {
  startTracking(
    {
      apiBase,
      pageType: pageTypeOf,
      sessionId: () => sessionId(),
      clientGroup: () => clientGroup(),
      clickId: () => clickId(),
      visitorKey: () => visitorKey(),
      // The same identity headers as every API call (spec §7 "Common"); tracking sends no token.
      headers: () => buildRequestHeaders({ token: undefined, shopId: market.shopId, diversion: diversion(), visitorKey: visitorKey() }),
    },
    { whenIdle: afterFirstRouteIdle },
  );
}
