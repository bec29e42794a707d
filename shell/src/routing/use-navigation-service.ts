import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isInSitePath, monitoring, type NavigationService } from '@axlebay/shared-lib';

/**
 * The NavigationService parcels receive. Stable across renders (parcels get it once at mount) and
 * reading the current location through a ref.
 */
export function useNavigationService(onNotFound: (locationKey: string) => void): NavigationService {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  current.current = location;
  const notFound = useRef(onNotFound);
  notFound.current = onNotFound;

  return useMemo<NavigationService>(
    () => ({
      navigate(to, options) {
        if (!isInSitePath(to)) {
          monitoring.report({ level: 'p2', kind: 'navigation', message: `refused navigation to ${to}` });
          return;
        }
        navigate(to, { replace: options?.replace });
      },
      href(path, query) {
        const entries = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
        return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
      },
      notFound: () => notFound.current(current.current.key),
      back: () => navigate(-1),
    }),
    [navigate],
  );
}
