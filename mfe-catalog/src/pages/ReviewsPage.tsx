import { buildBreadcrumb, Link, LoadError, LoadingArea, PageFrame, useApi, useApiData, useMarket, usePageHead, useRoute, useNotFound } from '@axlebay/shared-lib';
import { toCardItem } from '../home/card-item';
import { ItemStrip } from '../home/ItemStrip';
import { FILTER_SEARCH_API, ITEM_DETAIL_API, type ApiItemSummary, type ItemDetail } from '../product/api';
import { ItemReviews } from '../product/ItemReviews';
import { parseReviewsQuery } from '../product/reviews-query';

/** The item named by `?urlHandle=` (for its title and id), in this market; 404 → the shell's 404 page. */
function useNamedItem(urlHandle: string | undefined) {
  const api = useApi();
  const market = useMarket();
  const { data, error, status, reload } = useApiData(
    `${market.shopId}:item:${urlHandle ?? ''}`,
    () => (urlHandle ? api.get<ItemDetail>(ITEM_DETAIL_API, { urlHandle }).then((item) => ({ urlHandle, item })) : Promise.resolve(undefined)),
    'This product could not be loaded.',
  );
  const notFound = Boolean(urlHandle) && status === 404;
  useNotFound(notFound);
  const item = data && data.urlHandle === urlHandle ? data.item : undefined;
  return { item, error: urlHandle ? error : undefined, notFound, reload };
}

/** Without an item: the best-rated parts (filter-search, spec §9 sort Best Rating), to pick one. */
function BestRated() {
  const api = useApi();
  const market = useMarket();
  const { data, error, reload } = useApiData(
    `${market.shopId}:best-rated`,
    () => api.get<{ list: ApiItemSummary[] }>(FILTER_SEARCH_API, { sort: 'BEST_RATING', size: 12 }).then((a) => a.list),
    'The best-rated parts could not be loaded.',
  );
  return (
    <section aria-labelledby="best-rated-title" data-testid="best-rated">
      <h2 id="best-rated-title">Best-rated parts</h2>
      <p>Open a part to read what drivers say about it.</p>
      <ItemStrip items={data?.map(toCardItem)} error={error} onRetry={reload} label="Best-rated parts" empty="No rated parts yet." />
    </section>
  );
}

/** `/reviews?itemId=` or `?urlHandle=` (and `&page=`): an item's reviews, paged, with its rating summary. */
export function ReviewsPage() {
  const { query } = useRoute();
  const q = parseReviewsQuery(query);
  const { item, error, notFound, reload } = useNamedItem(q.urlHandle);
  const itemId = q.itemId ?? item?.id;
  const title = item?.title;
  const heading = title ? `Reviews of ${title}` : 'Customer reviews';
  usePageHead({ title: title ? `Reviews of ${title}` : 'Customer reviews' });
  if (notFound) return null;
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    ...(item ? [{ label: item.title, seoUrl: `/product/${item.urlHandle}` }] : []),
    { label: 'Reviews', seoUrl: '/reviews' },
  ]);
  return (
    <PageFrame heading={heading} breadcrumb={breadcrumb} lead={itemId ? undefined : 'What drivers say about the parts they fitted.'}>
      {item && (
        <p>
          <Link to={`/product/${item.urlHandle}`}>Back to the product</Link>
        </p>
      )}
      {itemId ? (
        <ItemReviews itemId={itemId} urlHandle={q.urlHandle} page={q.page} />
      ) : q.urlHandle ? (
        error ? (
          <LoadError message={error} onRetry={reload} />
        ) : (
          <LoadingArea label="Loading reviews" />
        )
      ) : (
        <BestRated />
      )}
    </PageFrame>
  );
}
