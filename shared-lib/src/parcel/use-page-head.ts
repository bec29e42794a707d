import { useEffect } from 'react';
import { ROUTES, type RouteDefinition } from '../contracts/routes';
import { applyPageHead, canonicalUrl, type PageHead } from '../head';
import { useRemoteProps } from './remote-context';

/**
 * Sets the page head from inside a remote page once it knows better than the route table
 * (a product's name, a category's description). Canonical and noindex follow the route and market.
 */
export function usePageHead(head: PageHead) {
  const { route, market } = useRemoteProps();
  const def: RouteDefinition | undefined = ROUTES.find((r) => r.name === route.name);
  const routeNoindex = def?.noindex ?? false;
  const keywords = Array.isArray(head.keywords) ? head.keywords.join(',') : head.keywords;
  useEffect(() => {
    applyPageHead(
      {
        ...head,
        canonical: head.canonical ?? canonicalUrl(window.location.origin, route.pathname),
        noindex: head.noindex || routeNoindex,
      },
      { shopId: market.shopId },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [head.title, head.description, keywords, head.canonical, head.noindex, route.pathname, market.shopId, routeNoindex]);
}
