import styled from '@emotion/styled';
import { colors, LoadError, radii, type PostalState, type Quote } from '@axlebay/shared-lib';
import { OrderSummary } from '../summary/OrderSummary';
import { CheckoutAction } from './CheckoutAction';
import { CouponField } from './CouponField';
import { DeliveryEstimate } from './DeliveryEstimate';
import type { CouponState } from './use-coupon';

/** What the totals box takes before its quote is there (no shift when it arrives). */
const SUMMARY_MIN_HEIGHT = 320;

const Panel = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  .summary {
    min-height: ${SUMMARY_MIN_HEIGHT}px;
  }
  .pending {
    min-height: ${SUMMARY_MIN_HEIGHT}px;
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
`;

export interface SummaryPanelProps {
  quote: Quote | undefined;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  coupon: CouponState;
  postal: PostalState;
  onPostalCode: (code: string) => void;
  purchasable: boolean;
  onCheckout: () => void;
}

/** The cart's right column (sticky on desktop): delivery estimate, coupon, totals and Checkout. */
export function SummaryPanel({ quote, loading, error, onRetry, coupon, postal, onPostalCode, purchasable, onCheckout }: SummaryPanelProps) {
  return (
    <Panel>
      <DeliveryEstimate quote={quote} postal={postal} onPostalCode={onPostalCode} />
      <CouponField coupon={coupon} checking={loading} />
      <div className="summary" aria-busy={loading}>
        {quote ? (
          <OrderSummary quote={quote}>
            <CheckoutAction purchasable={purchasable} onCheckout={onCheckout} />
          </OrderSummary>
        ) : error ? (
          <>
            <LoadError message={error} onRetry={onRetry} />
            <CheckoutAction purchasable={purchasable} onCheckout={onCheckout} />
          </>
        ) : (
          <div className="pending" role="status" aria-label="Calculating your order total" />
        )}
      </div>
    </Panel>
  );
}
