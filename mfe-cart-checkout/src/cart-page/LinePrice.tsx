import styled from '@emotion/styled';
import { colors, priceView, PriceTag, VisuallyHidden } from '@axlebay/shared-lib';

const Price = styled(PriceTag)`
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
  return <Price view={view} suffix={<VisuallyHidden> each</VisuallyHidden>} data-testid="line-price" />;
}
