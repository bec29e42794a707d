import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { colors, formatMoney, radii, type Quote } from '@axlebay/shared-lib';
import { summaryRows } from './summary-rows';

const Box = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: 16px;
  h2 {
    font-size: 20px;
    margin: 0 0 12px;
  }
  dl {
    display: grid;
    gap: 8px;
    margin: 0;
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 16px;
  }
  dt {
    color: ${colors.text};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .saving {
    color: ${colors.sale};
  }
  .total {
    font-size: 20px;
    font-weight: 700;
    border-top: 1px solid ${colors.border};
    padding-top: 12px;
    margin-top: 4px;
  }
`;

export interface OrderSummaryProps {
  quote: Quote;
  /** Under the total: the page's own action (the cart's Checkout button, checkout's Place order). */
  children?: ReactNode;
  /** Checkout with a full address: a zero tax is a known figure, not "calculated at checkout". */
  taxKnown?: boolean;
  heading?: string;
}

/**
 * The totals box (spec §3 Price), every figure from the quote — nothing is computed here but the
 * formatting (spec §5 money). Each figure has a test id: summary-subtotal, summary-savings,
 * summary-discount-{n}, summary-points, summary-shipping, summary-tax, summary-total.
 */
export function OrderSummary({ quote, children, taxKnown, heading = 'Order summary' }: OrderSummaryProps) {
  const id = useId();
  const rows = summaryRows(quote, taxKnown === undefined ? {} : { taxKnown });
  return (
    <Box aria-labelledby={id} data-testid="order-summary">
      <h2 id={id}>{heading}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.id} className="row">
            <dt className={row.saving ? 'saving' : undefined}>{row.label}</dt>
            <dd className={row.saving ? 'saving' : undefined} data-testid={row.id}>
              {row.value}
            </dd>
          </div>
        ))}
        <div className="row total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatMoney(quote.totalCent, quote.currency)}</dd>
        </div>
      </dl>
      {children}
    </Box>
  );
}
