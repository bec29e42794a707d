import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { applyPageHead, monitoring, useBusState, NOT_FOUND_ROUTE, type AppRoute, type NavigationService } from '@axlebay/shared-lib';
import { exposedModules } from '../federation/load-parcel';
import { RemoteArea } from '../remote-area/RemoteArea';
import { isPrivateRoute, loginRedirect, routeHead, toMatchedRoute } from './route-table';
import { useShell } from './shell-context';

/**
 * Renders one route: sign-in guard, default page head, then the owning remote's parcel.
 * When the page asked for the 404 page (`navigation.notFound()`), content's 404 renders at the same URL.
 */
export function RouteHost({ def, navigation, notFoundKey }: { def: AppRoute; navigation: NavigationService; notFoundKey: string | null }) {
  const { api, market, session, persisted, hasToken, firstHtml } = useShell();
  const location = useLocation();
  const params = useParams();
  const shown = notFoundKey === location.key ? NOT_FOUND_ROUTE : def;
  // Re-render on every session change: a sign-out or an expired token on a protected page redirects.
  useBusState('session.changed');
  const needsSignIn = isPrivateRoute(def) && !hasToken();
  // The server already wrote this page's head; the first client render leaves it as it is.
  const keepServerHead = useRef(Boolean(firstHtml));

  const route = useMemo(
    () => toMatchedRoute(shown, location.pathname, params, location.search),
    // params is a new object each render; pathname and search determine it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, location.pathname, location.search],
  );

  // What the shopper did before an error: the error reporter sends the last breadcrumbs with it.
  useEffect(() => monitoring.breadcrumb('navigation', location.pathname), [location.pathname]);

  useEffect(() => {
    if (keepServerHead.current) {
      keepServerHead.current = false;
      return;
    }
    applyPageHead(routeHead(shown, window.location.origin, location.pathname), { shopId: market.shopId });
  }, [shown, location.pathname, market.shopId]);

  if (needsSignIn) return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  return <RemoteArea key={shown.remote} remote={shown.remote} route={route} navigation={navigation} api={api} market={market} session={session} exposed={exposedModules} persisted={persisted} />;
}
