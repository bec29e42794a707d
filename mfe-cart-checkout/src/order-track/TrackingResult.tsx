import styled from '@emotion/styled';
import { colors, formatCount, Link, type OrderTracking } from '@axlebay/shared-lib';
import { deliveryWindowText } from '../quote/quote-figures';
import { STATUS_HEADLINE, STEP_LABEL, whenText } from './tracking-text';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 12px 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: 8px;
    align-items: start;
  }
  li::before {
    content: '';
    width: 12px;
    height: 12px;
    margin-top: 5px;
    border-radius: 50%;
    border: 2px solid ${colors.primary};
  }
  li[data-done='true']::before {
    background: ${colors.primary};
  }
  .when {
    color: ${colors.textMuted};
  }
`;

/** Where the order is: its state, the steps done and ahead, the delivery window and what is in it. */
export function TrackingResult({ tracking }: { tracking: OrderTracking }) {
  const window = tracking.deliveryFrom && tracking.deliveryTo ? deliveryWindowText({ deliveryFrom: tracking.deliveryFrom, deliveryTo: tracking.deliveryTo }) : undefined;
  const more = tracking.itemCount - tracking.items.reduce((sum, i) => sum + i.itemCount, 0);
  return (
    <section aria-labelledby="tracking-title" data-testid="tracking-result">
      <h2 id="tracking-title">
        Order {tracking.orderNo}: <span data-testid="tracking-status">{STATUS_HEADLINE[tracking.status]}</span>
      </h2>
      <Steps aria-label="Order progress">
        {tracking.timeline.map((s) => (
          <li key={s.step} data-done={Boolean(s.at)} data-testid="tracking-step">
            <span>
              <strong>{STEP_LABEL[s.step]}</strong> <span className="when">{s.at ? whenText(s.at) : 'Not yet'}</span>
            </span>
          </li>
        ))}
      </Steps>
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
