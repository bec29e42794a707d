import styled from '@emotion/styled';
import { colors, radii, formatCount } from '@axlebay/shared-lib';
import type { Review } from './api';
import { Stars } from './Stars';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  .value {
    font-size: 28px;
    font-weight: 800;
  }
  .count {
    color: ${colors.textMuted};
  }
`;

/** "4.6 ★★★★★ 12 reviews" (the default 4.6 and "No reviews yet" while there are none). */
export function RatingSummary({ rating, count, best = 5 }: { rating: number; count: number; best?: number }) {
  return (
    <Summary data-testid="rating-summary" data-rating={rating} data-count={count}>
      <span className="value">{rating.toFixed(1)}</span>
      <Stars rating={rating} best={best} />
      <span className="count">{count === 0 ? 'No reviews yet' : `${formatCount(count)} review${count === 1 ? '' : 's'}`}</span>
    </Summary>
  );
}

const Bars = styled.ul`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  display: grid;
  gap: 4px;
  max-width: 360px;
  font-size: 14px;
  li {
    display: grid;
    grid-template-columns: 48px 1fr 40px;
    align-items: center;
    gap: 8px;
  }
  .bar {
    height: 8px;
    border-radius: ${radii.pill};
    background: ${colors.surface};
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${colors.warning};
  }
`;

/** How many reviews gave 5, 4, 3, 2 and 1 stars. */
export function RatingDistribution({ distribution, total }: { distribution: Record<string, number>; total: number }) {
  return (
    <Bars aria-label="Ratings by stars" data-testid="rating-distribution">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[String(stars)] ?? 0;
        return (
          <li key={stars} aria-label={`${stars} stars: ${n}`}>
            <span aria-hidden="true">{stars} ★</span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: total ? `${(n / total) * 100}%` : 0 }} />
            </span>
            <span aria-hidden="true">{n}</span>
          </li>
        );
      })}
    </Bars>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    padding: 12px 0;
    border-top: 1px solid ${colors.border};
  }
  h3 {
    font-size: 16px;
    margin: 4px 0;
  }
  p {
    margin: 4px 0;
  }
  /* Plain text as typed: its line breaks kept, its markup shown as the characters it is. */
  .body {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .verified {
    color: ${colors.success};
    font-size: 14px;
    font-weight: 600;
  }
  .photos {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 8px 0;
    padding: 0;
    list-style: none;
  }
  .photos li {
    padding: 0;
    border: 0;
  }
  .photos img {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${radii.sm};
  }
  .by {
    color: ${colors.textMuted};
    font-size: 14px;
  }
`;

const reviewDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
};

/** Reviews, newest first as the API answers them. */
export function ReviewItems({ reviews }: { reviews: Review[] }) {
  return (
    <List data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id} data-testid="review" data-review-id={r.id}>
          <Stars rating={r.rating} />
          <h3>{r.title}</h3>
          {r.verifiedPurchase && <p className="verified">Verified purchase</p>}
          <p className="body">{r.body}</p>
          {r.photos && r.photos.length > 0 && (
            <ul className="photos" aria-label="Photos from the buyer">
              {r.photos.map((photo, i) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener noreferrer">
                    <img src={photo.url} alt={`Photo ${i + 1} of ${r.photos!.length} from ${r.author}`} width={96} height={96} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="by">
            {r.author}
            {reviewDate(r.createdAt) && (
              <>
                {' · '}
                <time dateTime={r.createdAt}>{reviewDate(r.createdAt)}</time>
              </>
            )}
          </p>
        </li>
      ))}
    </List>
  );
}
