import styled from '@emotion/styled';
import { LoadError, colors, formatMoney, useMarket } from '@axlebay/shared-lib';
import { addressLine } from '@axlebay/shared-lib/address';
import { chosenOption, deliveryWindowText } from '../../quote';
import { OrderSummary } from '../../summary/OrderSummary';
import { useCheckout } from '../checkout-context';
import { isAddressComplete } from '../checkout-steps';
import { DiscountChoices } from './DiscountChoices';

const Side = styled.aside`
  display: grid;
  gap: 12px;
  align-content: start;
  min-height: 320px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dl {
    margin: 0;
  }
  .recap dt {
    font-weight: 600;
  }
  .recap dd {
    margin: 0 0 8px;
    color: ${colors.textMuted};
  }
`;

/** Every step's side: the lines, the totals from the quote (coupon included), the buyer's discounts, the address and method. */
export function CheckoutSide() {
  const market = useMarket();
  const { quote, draft } = useCheckout();
  const q = quote.quote;
  const method = q ? chosenOption(q) : undefined;
  const addressKnown = isAddressComplete(draft.address, market);
  return (
    <Side aria-label="Your order" aria-busy={quote.loading}>
      {quote.error && <LoadError message={quote.error} onRetry={quote.refresh} />}
      {q && (
        <>
          <ul aria-label="Items">
            {q.lines.map((line) => (
              <li key={`${line.skuId}-${line.itemType}-${line.bundleId ?? ''}`}>
                <span>
                  {line.title} × {line.itemCount}
                </span>
                <span>{formatMoney(line.lineTotalCent, q.currency)}</span>
              </li>
            ))}
          </ul>
          <OrderSummary quote={q} taxKnown={addressKnown}>
            <DiscountChoices currency={q.currency} />
          </OrderSummary>
          {q.notices
            .filter((n) => n.field === 'couponCode')
            .map((n) => (
              <p key={n.message} role="status">
                {n.message}
              </p>
            ))}
        </>
      )}
      {(addressKnown || draft.shippingMethod) && (
        <dl className="recap">
          {addressKnown && draft.address && (
            <>
              <dt>Ship to</dt>
              <dd data-testid="recap-address">{addressLine(draft.address)}</dd>
            </>
          )}
          {draft.shippingMethod && method && (
            <>
              <dt>{market.logisticsTitle}</dt>
              <dd data-testid="recap-shipping">
                {method.name}
                {deliveryWindowText(method) ? `, ${deliveryWindowText(method)}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
    </Side>
  );
}
