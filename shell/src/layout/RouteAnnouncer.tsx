import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '@axlebay/shared-lib';

const WAIT_FOR_HEADING_MS = 5000;

/**
 * After a route change inside the shop (not the first page, not a query-only change), focus moves
 * to the new page's heading once it is on screen and its title is announced to screen readers:
 * what a full page load would do, which a client-side navigation does not do by itself.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const previous = useRef(location.pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (previous.current === location.pathname) return;
    previous.current = location.pathname;
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    const settle = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || done) return false;
      done = true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      // The page sets its title when its data is there; read it a moment later.
      window.setTimeout(() => setMessage(document.title), 300);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => settle() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [location.pathname]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
