import styled from '@emotion/styled';
import { colors, priceView, VisuallyHidden } from '@axlebay/shared-lib';

const Price = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  .current {
    font-weight: 700;
  }
  s {
    color: ${colors.textMuted};
  }
  .badge {
    color: ${colors.sale};
    font-weight: 700;
  }
`;

/**
 * Unit price (spec §5): the original struck through only when above the current price, the
 * discount badge only at 10 % or more. Nothing when the line has no price (a deleted item).
 */
export function LinePrice({ current, original, currency }: { current?: number; original?: number; currency: string }) {
  if (current === undefined || !Number.isFinite(current)) return null;
  const view = priceView(original, current, currency);
  return (
    <Price data-testid="line-price">
      <span className="current">
        {view.current}
        <VisuallyHidden> each</VisuallyHidden>
      </span>
      {view.original && (
        <s data-testid="line-original-price">
          <VisuallyHidden>Was </VisuallyHidden>
          {view.original}
        </s>
      )}
      {view.discountBadge && (
        <span className="badge" data-testid="line-discount-badge">
          {view.discountBadge}
        </span>
      )}
    </Price>
  );
}
