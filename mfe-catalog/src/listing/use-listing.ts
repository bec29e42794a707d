import { useApi, useApiData, useMarket, type MatchedRoute } from '@axlebay/shared-lib';
import { immediateListing, resolveListing, type Listing } from './resolve-listing';

/**
 * The listing a route stands for. Resolved again only when the path changes (not the query: facets,
 * sort and paging stay on the same listing). Search and all parts need no lookup and show at once.
 */
export function useListing(route: Pick<MatchedRoute, 'name' | 'params' | 'pathname'>): { listing: Listing | undefined; error?: string; reload: () => void } {
  const api = useApi();
  const market = useMarket();
  const immediate = immediateListing(route);
  const key = `${market.shopId}|${route.name}|${route.pathname}`;
  const { data, error, reload } = useApiData(
    immediate ? `immediate|${key}` : key,
    async () => (immediate ? { key, listing: immediate } : { key, listing: await resolveListing(api, market.shopId, route) }),
    'This page could not be loaded.',
  );
  if (immediate) return { listing: immediate, reload };
  const listing = data?.key === key ? data.listing : undefined;
  return { listing, error: listing ? undefined : error, reload };
}
