import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restored page may take to grow tall enough for its saved position, and how often it is looked at. */
export const RESTORE_WAIT_MS = 5000;
const RESTORE_POLL_MS = 50;

/**
 * Spec §2: scroll restoration is manual. The position is saved when a route change starts (kept up to
 * date while the shopper scrolls, so it is the position before the old page left, not after the page
 * shrank) and the new page starts at the top, unless the change is shallow (same path, only the query
 * or hash changed); going back or forward restores the saved position once the page is tall enough
 * for it (its remote and data arrive after the route change), unless the shopper scrolls first.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => positions.current.set(current.current.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const before = current.current;
    if (before.key === location.key) return;
    current.current = location;
    if (before.pathname === location.pathname) return; // shallow change
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    window.scrollTo(0, 0);
    if (saved) return restoreWhenTall(saved);
  }, [location, navigationType]);
}

/** Scrolls to `y` as soon as the page is tall enough; stops at the shopper's own scroll input or after a while. */
export function restoreWhenTall(y: number, win: Window = window): () => void {
  const doc = win.document;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(poll);
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) win.removeEventListener(type, stop);
  };
  const attempt = () => {
    if (stopped) return;
    if (doc.documentElement.scrollHeight - win.innerHeight >= y) {
      win.scrollTo(0, y);
      stop();
    }
  };
  const poll = setInterval(attempt, RESTORE_POLL_MS);
  const timer = setTimeout(() => {
    if (!stopped) win.scrollTo(0, y); // as near as the page allows
    stop();
  }, RESTORE_WAIT_MS);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) win.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
