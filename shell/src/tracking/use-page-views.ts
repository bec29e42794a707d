import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@axlebay/shared-lib/tracking';

/** A page view on every route change (spec §7); effects never run on the server, so neither does this. */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
}
