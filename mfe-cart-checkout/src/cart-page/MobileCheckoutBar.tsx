import styled from '@emotion/styled';
import { bottomBarLook, Button, colors, mq } from '@axlebay/shared-lib';
import { CHECKOUT_TEXT } from './cart-page-texts';

/** The bar's height; the page keeps this much room at its end on phones so nothing hides under it. */
export const MOBILE_BAR_HEIGHT = 72;

const Bar = styled.div`
  ${bottomBarLook(MOBILE_BAR_HEIGHT)}
  z-index: 10;
  padding: 0 16px;
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.08);
  .total {
    display: grid;
    font-size: 14px;
    color: ${colors.textMuted};
  }
  .total strong {
    font-size: 18px;
    color: ${colors.text};
    font-variant-numeric: tabular-nums;
  }
  ${mq.md} {
    display: none;
  }
`;

export const MobileBarSpacer = styled.div`
  height: ${MOBILE_BAR_HEIGHT}px;
  ${mq.md} {
    display: none;
  }
`;

/** Phones (< 768 px): the total and Checkout always in reach at the bottom of the screen. */
export function MobileCheckoutBar({ total, purchasable, onCheckout }: { total: string | undefined; purchasable: boolean; onCheckout: () => void }) {
  return (
    <Bar data-testid="mobile-checkout-bar">
      <span className="total">
        Total
        <strong>{total ?? '—'}</strong>
      </span>
      <Button type="button" onClick={onCheckout} disabled={!purchasable}>
        {CHECKOUT_TEXT}
      </Button>
    </Bar>
  );
}
