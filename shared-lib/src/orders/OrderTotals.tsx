import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, radii, type OrderView } from '@axlebay/shared-lib';
import { orderTotalRows } from './order-totals';

const Box = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: 16px;
  display: grid;
  gap: 8px;
  h2 {
    font-size: 20px;
    margin: 0;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 8px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .saving {
    color: ${colors.sale};
  }
  #order-total {
    font-weight: 700;
  }
`;

type Totals = Parameters<typeof orderTotalRows>[0];

/** "Order total": a placed order's amounts as charged (orderTotalRows), each with a test id of its row. */
export function OrderTotals({ order, children }: { order: Totals & Pick<OrderView, 'orderNo'>; children?: ReactNode }) {
  const titleId = `order-totals-${order.orderNo}`;
  return (
    <Box aria-labelledby={titleId}>
      <h2 id={titleId}>Order total</h2>
      <dl>
        {orderTotalRows(order).map((row) => (
          <div key={row.id} className={row.saving ? 'saving' : undefined}>
            <dt>{row.label}</dt>
            <dd id={row.id} data-testid={row.id}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </Box>
  );
}
