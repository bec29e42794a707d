import styled from '@emotion/styled';
import { colors } from '@axlebay/shared-lib';

const Wrap = styled.span`
  position: relative;
  display: inline-block;
  font-size: 18px;
  line-height: 1;
  letter-spacing: 2px;
  color: ${colors.border};
  vertical-align: -2px;
  .fill {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
    white-space: nowrap;
    color: ${colors.warning};
  }
`;

/** Five stars filled to `rating` out of `best`, read as "Rated 4.6 out of 5". */
export function Stars({ rating, best = 5 }: { rating: number; best?: number }) {
  const share = Math.max(0, Math.min(1, rating / best));
  return (
    <Wrap role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${best}`}>
      <span aria-hidden="true">★★★★★</span>
      <span className="fill" aria-hidden="true" style={{ width: `${share * 100}%` }}>
        ★★★★★
      </span>
    </Wrap>
  );
}
