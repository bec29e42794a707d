import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Spec §2: scroll restoration is manual. The position is saved when a route change starts and the new
 * page starts at the top, unless the change is shallow (same path, only the query or hash changed);
 * going back or forward restores the saved position.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef(location);

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key) return;
    positions.current.set(before.key, window.scrollY);
    if (before.pathname === location.pathname) return; // shallow change
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location, navigationType]);
}
