import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { LoadingArea, useHydrated, useSessionUser, type WrittenReview } from '@axlebay/shared-lib';
import { ReviewSignIn } from '../product/ReviewSignIn';
import { WRITE_REVIEW_ANCHOR, useAnchorScroll } from './anchor';

const BuyerReview = lazy(() => import('./BuyerReview'));

const Area = styled.div`
  /* The signed-in part arrives after hydration: its usual height is held, so little moves. */
  min-height: 96px;
  display: grid;
  gap: 12px;
  align-content: start;
`;

/**
 * "Write a review" (`#write-review`: the order detail page links here). The server draws the frame;
 * what the shopper can do (sign in, wait for delivery, write, see their review) is decided in the
 * browser after hydration, since it depends on who is signed in. A written review reloads the
 * item, so the rating, count and list above update without a page reload.
 */
export function WriteReview({ itemId, productPath, onReviewed }: { itemId: number; productPath: string; onReviewed: (answer: WrittenReview) => void }) {
  const hydrated = useHydrated();
  const user = useSessionUser();
  return (
    <section id={WRITE_REVIEW_ANCHOR} aria-labelledby={`${WRITE_REVIEW_ANCHOR}-title`} data-testid="write-review">
      <h3 id={`${WRITE_REVIEW_ANCHOR}-title`} tabIndex={-1}>
        Write a review
      </h3>
      <p>Reviews come from buyers who received the part. Tell other drivers how it fitted and how it holds up.</p>
      <Area>
        {!hydrated ? null : user ? (
          <Suspense fallback={<LoadingArea label="Checking whether you can review this part" />}>
            <BuyerReview itemId={itemId} accountId={user.accountId} onReviewed={onReviewed} />
          </Suspense>
        ) : (
          <SignInToReview productPath={productPath} />
        )}
      </Area>
    </section>
  );
}

function SignInToReview({ productPath }: { productPath: string }) {
  useAnchorScroll(true);
  return <ReviewSignIn productPath={productPath} />;
}
