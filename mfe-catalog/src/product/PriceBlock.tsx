import styled from '@emotion/styled';
import { colors, priceView, PriceTag, radii } from '@axlebay/shared-lib';
import type { ApiPrice } from './api';

const Price = styled(PriceTag)`
  gap: 4px 12px;
  margin: 8px 0;
  .current {
    font-size: 28px;
    font-weight: 800;
  }
  s {
    color: ${colors.textMuted};
  }
  .badge {
    padding: 2px 8px;
    border-radius: ${radii.pill};
    background: ${colors.sale};
    color: ${colors.onPrimary};
    font-weight: 700;
    font-size: 14px;
  }
`;

/**
 * The price by spec §5 (`priceView`): the current price, the original struck through only when it is
 * above the current one (after rounding), and the discount badge only at 10 % or more.
 */
export function PriceBlock({ original, current, currency }: { original: ApiPrice | null | undefined; current: ApiPrice; currency: string }) {
  const view = priceView(original?.cent, current.cent, currency);
  return <Price view={view} data-testid="product-price" />;
}
