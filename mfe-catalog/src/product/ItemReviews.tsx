import styled from '@emotion/styled';
import { Link, LoadError, LoadingArea, PageLinks, useApi, useApiData, useMarket, useNotFound } from '@axlebay/shared-lib';
import { REVIEW_LIST_API, type ReviewPage } from './api';
import { displayRating } from './rating';
import { RatingDistribution, RatingSummary, ReviewItems } from './ReviewParts';
import { pageCount, REVIEWS_PAGE_SIZE, reviewsHref } from './reviews-query';

/** One item's reviews, `REVIEWS_PAGE_SIZE` a page, with its rating summary and Previous/Next links. */
export function ItemReviews({ itemId, urlHandle, page }: { itemId: number; urlHandle?: string; page: number }) {
  const api = useApi();
  const market = useMarket();
  const { data, error, status, reload } = useApiData(
    `${market.shopId}:reviews:${itemId}:${page}`,
    () => api.get<ReviewPage>(REVIEW_LIST_API, { itemId, page, size: REVIEWS_PAGE_SIZE }),
    'The reviews could not be loaded.',
  );
  const notFound = status === 404;
  useNotFound(notFound);
  if (notFound) return null;
  const current = data && data.itemId === itemId && data.page === page ? data : undefined;
  if (!current && error) return <LoadError message={error} onRetry={reload} />;
  if (!current) return <LoadingArea label="Loading reviews" />;

  const pages = pageCount(current.total);
  const href = (p: number) => reviewsHref({ itemId, urlHandle, page: p });
  return (
    <section aria-label="Reviews" data-testid="reviews">
      <RatingSummary rating={displayRating(current.ratingValue, current.total)} count={current.total} />
      {current.total > 0 && <RatingDistribution distribution={current.distribution} total={current.total} />}
      {current.list.length > 0 ? (
        <ReviewItems reviews={current.list} />
      ) : current.total === 0 ? (
        <p>No one has reviewed this part yet.</p>
      ) : (
        <p>
          There are no reviews on this page. <Link to={href(1)}>Go to the first page</Link>
        </p>
      )}
      <PageLinks page={page} pages={pages} href={href} label="Review pages" testId="reviews-pager" />
    </section>
  );
}
