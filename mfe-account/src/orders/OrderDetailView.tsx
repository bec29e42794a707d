import styled from '@emotion/styled';
import { ButtonLink, formatCount, mq, type BuyerOrderDetail } from '@axlebay/shared-lib';
import { deliveryWindowText, orderTimeText, OrderTimeline, OrderTotals, PAYMENT_METHOD_LABELS } from '@axlebay/shared-lib/orders';
import { BuyAgain } from './BuyAgain';
import { CopyOrderNumber } from './CopyOrderNumber';
import { OrderLines } from './OrderLines';
import { invoiceHref, trackHref } from './order-api';
import { StatusBadge } from './StatusBadge';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
  section {
    display: grid;
    gap: 8px;
  }
  h2 {
    font-size: 20px;
    margin: 0;
  }
  p {
    margin: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .buy-again-result:not(:empty) {
    flex-basis: 100%;
  }
  .main {
    display: grid;
    gap: 24px;
  }
  .side {
    display: grid;
    gap: 24px;
  }
  address {
    font-style: normal;
  }
`;

/** One order of the buyer's (spec §2 orderDetail): everything it recorded, its progress and what can be done with it. */
export function OrderDetailView({ order }: { order: BuyerOrderDetail }) {
  const window = order.deliveryFrom && order.deliveryTo ? deliveryWindowText({ deliveryFrom: order.deliveryFrom, deliveryTo: order.deliveryTo }) : undefined;
  const ended = order.status === 'CANCELLED' || order.status === 'PAYMENT_FAILED';
  const a = order.shippingAddress;
  return (
    <Layout>
      <div className="main">
        <section aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="row">
            <span>
              Order <span data-testid="order-number">{order.orderNo}</span>
            </span>
            <StatusBadge status={order.status} />
          </h2>
          <div className="row">
            <CopyOrderNumber orderNo={order.orderNo} />
          </div>
          <p>Placed {orderTimeText(order.placedAt)}</p>
          {order.paymentMessage && <p role="alert">{order.paymentMessage}</p>}
          <div className="row">
            <BuyAgain lines={order.lines} />
          </div>
          <p className="row">
            {!ended && order.status !== 'AWAITING_PAYMENT' && (
              <ButtonLink variant="secondary" to={invoiceHref(order.orderNo)}>
                Print invoice
              </ButtonLink>
            )}
            <ButtonLink variant="secondary" to={trackHref(order.orderNo)}>
              Track
            </ButtonLink>
          </p>
        </section>
        <section aria-labelledby="order-progress-title">
          <h2 id="order-progress-title">Progress</h2>
          <OrderTimeline steps={order.timeline} />
        </section>
        <section aria-labelledby="order-items-title">
          <h2 id="order-items-title">Items ({formatCount(order.lines.reduce((sum, l) => sum + l.itemCount, 0))})</h2>
          <OrderLines order={order} />
        </section>
      </div>
      <div className="side">
        <OrderTotals order={order}>
          {order.pointsEarned > 0 && !ended && <p>You earn {formatCount(order.pointsEarned)} points with this order.</p>}
        </OrderTotals>
        <section aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">Shipping</h2>
          <address data-testid="order-address">
            {a.firstName} {a.lastName}
            <br />
            {a.company && (
              <>
                {a.company}
                <br />
              </>
            )}
            {a.address1}
            {a.address2 ? `, ${a.address2}` : ''}
            <br />
            {a.city}, {a.state} {a.postalCode}
            <br />
            {a.country === 'CA' ? 'Canada' : 'United States'} · {a.phone}
          </address>
          <p data-testid="order-shipping-method">
            {order.shippingMethodName}
            {window && !ended ? ` · ${window}` : ''}
          </p>
        </section>
        <section aria-labelledby="order-payment-title">
          <h2 id="order-payment-title">Payment</h2>
          <p data-testid="order-payment-method">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</p>
          <p>Confirmation sent to {order.email}</p>
        </section>
      </div>
    </Layout>
  );
}
