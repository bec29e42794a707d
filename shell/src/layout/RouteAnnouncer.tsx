import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ANNOUNCER_ID, VisuallyHidden } from '@axlebay/shared-lib';
import { followNewPage, type SeenHeading } from './follow-new-page';

/**
 * After a route change inside the shop (not the first page, not a query-only change), focus moves
 * to the new page's heading once it is on screen (`main` when it has none) and its title is announced
 * once, through the page's one polite live region (shared-lib `announce`, also used by the vehicle's
 * fit summary): what a full page load would do, which a client-side navigation does not do by itself.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const previous = useRef(location.pathname);
  // The heading the shopper was on: the new page's is another element, or the same one with new words.
  const seen = useRef<SeenHeading | undefined>(undefined);

  useEffect(() => {
    const main = document.getElementById('main');
    if (main && !seen.current) seen.current = headingOf(main);
  }, []);

  useEffect(() => {
    if (previous.current === location.pathname) return;
    previous.current = location.pathname;
    const main = document.getElementById('main');
    if (!main) return;
    return followNewPage(main, seen.current, (heading) => (seen.current = heading));
  }, [location.pathname]);

  // React renders it empty and never writes into it: `announce` does.
  return <VisuallyHidden id={ANNOUNCER_ID} aria-live="polite" aria-atomic="true" data-testid="route-announcer" />;
}

function headingOf(main: HTMLElement): SeenHeading | undefined {
  const element = main.querySelector('h1');
  return element ? { element, text: element.textContent ?? '' } : undefined;
}
