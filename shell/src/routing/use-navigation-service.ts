import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isInSitePath, monitoring, type NavigationService } from '@axlebay/shared-lib';
import { hrefOf } from './href';

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
      href: hrefOf,
      notFound: () => notFound.current(current.current.key),
      back: () => navigate(-1),
    }),
    [navigate],
  );
}
