import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ExposedParcel, type NavigationService, type RemoteName, type RemoteParcelProps } from '@axlebay/shared-lib';
import { exposedModules } from '../federation/load-parcel';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import { matchAppRoute, toMatchedRoute } from '../routing/route-table';
import { useShell } from '../routing/shell-context';
import { useKeepFocusAcrossSwap } from './keep-focus-across-swap';

/**
 * A remote's exposed parcel in the shell's own frame (header), off the critical path: the shell's
 * fallback shows until the routed page has mounted and the browser is idle — or at once when the
 * shopper reaches for it (`want()` from the fallback). When the remote is down, the fallback stays.
 * A fallback that had the keyboard focus hands it to its successor.
 */
export function DeferredExposed({
  remote,
  expose,
  navigation,
  fallback,
  deferWhile,
}: {
  remote: RemoteName;
  expose: string;
  navigation: NavigationService;
  fallback: (want: () => void) => ReactNode;
  /** While true (the shopper is typing in the fallback), the swap waits: nothing typed is lost. */
  deferWhile?: () => boolean;
}) {
  const { api, market, session, persisted } = useShell();
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const host = useMemo<RemoteParcelProps>(() => {
    const { def, params } = matchAppRoute(location.pathname);
    return { route: toMatchedRoute(def, location.pathname, params, location.search), navigation, api, market, session, exposed: exposedModules, persisted };
  }, [location.pathname, location.search, navigation, api, market, session, persisted]);

  useEffect(() => {
    let cancel: () => void = () => undefined;
    // While the shopper types in the fallback the swap waits a second and tries again.
    const attempt = () => {
      if (!deferWhile?.()) return setWanted(true);
      const retry = window.setTimeout(() => (cancel = afterFirstRouteIdle(attempt)), 1000);
      cancel = () => clearTimeout(retry);
    };
    cancel = afterFirstRouteIdle(attempt);
    return () => cancel();
  }, [deferWhile]);

  useKeepFocusAcrossSwap(wanted);
  const shown = fallback(() => setWanted(true));
  if (!wanted) return <>{shown}</>;
  return <ExposedParcel remote={remote} expose={expose} host={host} fallback={shown} loading={shown} />;
}
