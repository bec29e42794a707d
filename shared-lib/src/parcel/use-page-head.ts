import { useEffect } from 'react';
import { ROUTES, type RouteDefinition } from '../contracts/routes';
import { applyPageHead, canonicalUrl, type PageHead } from '../head';
import { usePageData } from '../ssr/page-data-context';
import { useRemoteProps } from './remote-context';

/**
 * Sets the page head from inside a remote page once it knows better than the route table
 * (a product's name, a category's description). Canonical and noindex follow the route and market.
 * On the server the head is recorded for the HTML's `<head>` (first byte, spec §2); in the browser
 * it is applied to the document when it changes.
 */
export function usePageHead(head: PageHead) {
  const { route, market } = useRemoteProps();
  const page = usePageData();
  const def: RouteDefinition | undefined = ROUTES.find((r) => r.name === route.name);
  const routeNoindex = def?.noindex ?? false;
  const resolved = (origin: string): PageHead => ({
    ...head,
    canonical: head.canonical ?? canonicalUrl(origin, route.pathname),
    noindex: head.noindex || routeNoindex,
  });
  if (page?.mode === 'server') page.head = resolved(page.origin);
  const signature = JSON.stringify(head);
  useEffect(() => {
    applyPageHead(resolved(window.location.origin), { shopId: market.shopId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, route.pathname, market.shopId, routeNoindex]);
}
