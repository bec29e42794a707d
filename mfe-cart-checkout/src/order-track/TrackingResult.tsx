import { formatCount, Link, type OrderTracking } from '@axlebay/shared-lib';
import { OrderTimeline } from '@axlebay/shared-lib/orders';
import { deliveryWindowText } from '../quote/quote-figures';
import { STATUS_HEADLINE } from './tracking-text';

/** Where the order is: its state, the steps done and ahead, the delivery window and what is in it. */
export function TrackingResult({ tracking }: { tracking: OrderTracking }) {
  const window = tracking.deliveryFrom && tracking.deliveryTo ? deliveryWindowText({ deliveryFrom: tracking.deliveryFrom, deliveryTo: tracking.deliveryTo }) : undefined;
  const more = tracking.itemCount - tracking.items.reduce((sum, i) => sum + i.itemCount, 0);
  return (
    <section aria-labelledby="tracking-title" data-testid="tracking-result">
      <h2 id="tracking-title">
        Order {tracking.orderNo}: <span data-testid="tracking-status">{STATUS_HEADLINE[tracking.status]}</span>
      </h2>
      <OrderTimeline steps={tracking.timeline} stepTestId="tracking-step" />
      <p>
        {tracking.shippingMethodName}
        {window && tracking.status !== 'CANCELLED' && tracking.status !== 'PAYMENT_FAILED' ? ` · ${window}` : ''}
      </p>
      <p>
        {formatCount(tracking.itemCount)} {tracking.itemCount === 1 ? 'part' : 'parts'}:
      </p>
      <ul>
        {tracking.items.map((i) => (
          <li key={i.urlHandle}>
            <Link to={`/product/${i.urlHandle}`}>{i.title}</Link>
            {i.itemCount > 1 ? ` × ${formatCount(i.itemCount)}` : ''}
          </li>
        ))}
        {more > 0 && <li>and {formatCount(more)} more</li>}
      </ul>
    </section>
  );
}
