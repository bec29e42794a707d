import { useCallback, useEffect, useState } from 'react';
import {
  FormMessage,
  Link,
  LoadError,
  LoadingArea,
  REVIEW_API,
  useApi,
  type ReviewEligibility,
  type ReviewView,
  type WrittenReview,
} from '@axlebay/shared-lib';
import { ReviewItems } from '../product/ReviewParts';
import { useAnchorScroll } from './anchor';
import ReviewForm from './ReviewForm';

const dateLabel = (iso: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

type Loaded = { key: string; eligibility?: ReviewEligibility; error?: string };

/** Whether the signed-in buyer may review the item (browser only: the answer is the buyer's). */
function useEligibility(itemId: number, accountId: number | undefined) {
  const api = useApi();
  const key = `${itemId}:${accountId ?? ''}`;
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (accountId === undefined) return;
    let current = true;
    api.get<ReviewEligibility>(REVIEW_API.eligibility, { itemId }).then(
      (eligibility) => current && setLoaded({ key, eligibility }),
      (error: unknown) => current && setLoaded({ key, error: error instanceof Error && error.message ? error.message : 'We could not check whether you can review this part.' }),
    );
    return () => {
      current = false;
    };
  }, [api, itemId, accountId, key, attempt]);
  const mine = loaded?.key === key ? loaded : undefined;
  return { ...mine, reload: useCallback(() => setAttempt((a) => a + 1), []) };
}

/** The signed-in buyer's part of "Write a review": loaded after hydration, with the form, in a chunk of its own. */
export default function BuyerReview({ itemId, accountId, onReviewed }: { itemId: number; accountId: number; onReviewed: (answer: WrittenReview) => void }) {
  const { eligibility, error, reload } = useEligibility(itemId, accountId);
  const [written, setWritten] = useState<ReviewView>();
  useAnchorScroll(Boolean(eligibility || error));

  if (written) {
    return (
      <>
        <FormMessage tone="success">Thanks for your review! It is now listed with this part’s reviews.</FormMessage>
        <ReviewItems reviews={[written]} />
      </>
    );
  }
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!eligibility) return <LoadingArea label="Checking whether you can review this part" />;
  if (eligibility.state === 'NOT_DELIVERED') {
    return (
      <FormMessage tone="info">
        <span data-testid="review-after-delivery">
          You can review this part after delivery: once an order of it has been delivered to you, write your review here.
        </span>{' '}
        <Link to="/myAccount/orderHistory">See your orders</Link>
      </FormMessage>
    );
  }
  if (eligibility.state === 'ALREADY_REVIEWED') {
    return (
      <>
        <FormMessage tone="info">
          <span data-testid="review-already-written">
            You reviewed this part{eligibility.review ? ` on ${dateLabel(eligibility.review.createdAt)}` : ''}. Each buyer writes one review per part.
          </span>
        </FormMessage>
        {eligibility.review && <ReviewItems reviews={[eligibility.review]} />}
      </>
    );
  }
  return (
    <ReviewForm
      itemId={itemId}
      onWritten={(answer) => {
        setWritten(answer.review);
        onReviewed(answer);
      }}
    />
  );
}
