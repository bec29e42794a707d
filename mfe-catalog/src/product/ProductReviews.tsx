import { LoadError, Link, useApi, useApiData, useMarket, formatCount } from '@axlebay/shared-lib';
import { REVIEW_LIST_API, type ItemDetail, type ReviewPage } from './api';
import { ratingOf } from './rating';
import { RatingSummary, ReviewItems } from './ReviewParts';
import { reviewsHref } from './reviews-query';
import { WriteReview } from '../write-review/WriteReview';
import type { WrittenReview } from '@axlebay/shared-lib';

/** How many reviews the product page shows before "See all". */
export const FIRST_REVIEWS = 3;


/** The rating (default 4.6 without reviews), the first reviews, the link to all of them and "Write a review". */
export function ProductReviews({ item, onReviewed }: { item: ItemDetail; onReviewed: (answer: WrittenReview) => void }) {
  const api = useApi();
  const market = useMarket();
  const { rating, count, best } = ratingOf(item.reviewInfo ?? { retingValue: item.ratingValue, reviewCount: item.reviewCount });
  const { data, error, reload } = useApiData(
    `${market.shopId}:reviews:${item.id}:${count}`,
    () => (count > 0 ? api.get<ReviewPage>(REVIEW_LIST_API, { itemId: item.id, page: 1, size: FIRST_REVIEWS }) : Promise.resolve(undefined)),
    'The reviews could not be loaded.',
  );
  return (
    <section aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title">Reviews</h2>
      <RatingSummary rating={rating} count={count} best={best} />
      {count > 0 && error && !data && <LoadError message={error} onRetry={reload} />}
      {data && data.list.length > 0 && <ReviewItems reviews={data.list} />}
      {count > 0 && (
        <p>
          <Link to={reviewsHref({ itemId: item.id, urlHandle: item.urlHandle })} data-testid="all-reviews-link">
            See all {formatCount(count)} review{count === 1 ? '' : 's'}
          </Link>
        </p>
      )}
      <WriteReview itemId={item.id} productPath={`/product/${item.urlHandle}`} onReviewed={onReviewed} />
    </section>
  );
}
