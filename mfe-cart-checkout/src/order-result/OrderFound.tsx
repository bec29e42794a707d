import styled from '@emotion/styled';
import { formatMoney, mq, type OrderView, type SessionUser } from '@axlebay/shared-lib';
import { addressLine } from '@axlebay/shared-lib/address';
import { OrderTotals } from '@axlebay/shared-lib/orders';
import { deliveryWindowText } from '../quote';
import { PAYMENT_LABELS } from '../checkout/payment/payment-methods';
import { WhatHappensNext } from './WhatHappensNext';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
  section {
    margin-bottom: 16px;
  }
  h2 {
    font-size: 20px;
    margin: 0 0 8px;
  }
  ul.lines {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ul.lines li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;

const STATUS_TEXT: Partial<Record<OrderView['status'], string>> = {
  AWAITING_PAYMENT: 'We are waiting for your payment to be confirmed. This page shows the latest state when you reload it.',
  PAYMENT_FAILED: 'The payment for this order did not go through.',
  CANCELLED: 'This order was cancelled.',
};

/** The order result (spec §2 /checkout/orderResult): what was ordered, where it goes, how it was paid, what comes next. */
export function OrderFound({ order, user }: { order: OrderView; user: SessionUser | undefined }) {
  const window = order.deliveryFrom && order.deliveryTo ? deliveryWindowText({ deliveryFrom: order.deliveryFrom, deliveryTo: order.deliveryTo }) : undefined;
  return (
    <>
      <p>
        Order number <strong data-testid="order-number">{order.orderNo}</strong>
      </p>
      <p data-testid="order-email">
        We sent the order confirmation to <strong>{order.email}</strong>.
      </p>
      {STATUS_TEXT[order.status] && <p role="status">{STATUS_TEXT[order.status]}</p>}
      <Grid>
        <div>
          <section aria-labelledby="order-items">
            <h2 id="order-items">Items</h2>
            <ul className="lines">
              {order.lines.map((line) => (
                <li key={`${line.skuId}-${line.itemId}`}>
                  <span>
                    {line.title} × {line.itemCount}
                    <br />
                    <small>Part number {line.partNumber}</small>
                  </span>
                  <span>{formatMoney(line.lineTotalCent, order.currency)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="order-shipping">
            <h2 id="order-shipping">Shipping</h2>
            <p data-testid="order-address">{addressLine(order.shippingAddress)}</p>
            <p data-testid="order-method">
              {order.shippingMethodName}
              {window ? `, ${window}` : ''}
            </p>
          </section>
          <section aria-labelledby="order-payment">
            <h2 id="order-payment">Payment</h2>
            <p data-testid="order-payment-method">{PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}</p>
          </section>
          {user && order.pointsEarned > 0 && (
            <p data-testid="order-points-earned">
              You earn <strong>{order.pointsEarned} points</strong> with this order.
            </p>
          )}
          <WhatHappensNext email={order.email} orderNo={order.orderNo} />
        </div>
        <OrderTotals order={order} />
      </Grid>
    </>
  );
}
