import styled from '@emotion/styled';
import { colors, formatMoney, PostalCodeForm, useMarket, type PostalState, type Quote } from '@axlebay/shared-lib';
import { deliveryWindowText, freeShippingGapCent, standardOption } from '../quote/quote-figures';
import { FREE_SHIPPING_REACHED_TEXT, freeShippingGapText } from './cart-page-texts';

const Box = styled.section`
  display: grid;
  gap: 8px;
  .line {
    margin: 0;
    min-height: 24px;
  }
  .free {
    color: ${colors.success};
    font-weight: 600;
  }
`;

/**
 * "Deliver to {city} {code}": the postal code the shipping and tax estimate is for (shared-lib's
 * PostalCodeForm: the market's ZIP code / Postal code label, spec §3 Country configs, §5 postal code
 * rule), the Standard Shipping window ("Est.Delivery …", spec §9) and how much more ships free.
 * Every line keeps its height (no shift when the quote arrives).
 */
export function DeliveryEstimate({ quote, postal, onPostalCode }: { quote: Quote | undefined; postal: PostalState; onPostalCode: (code: string) => void }) {
  const market = useMarket();
  const postalCode = postal.postCode;
  const standard = quote ? standardOption(quote) : undefined;
  const deliveryWindow = standard ? deliveryWindowText(standard) : undefined;
  const gap = quote ? freeShippingGapCent(quote) : 0;
  return (
    <Box aria-label="Delivery" data-testid="delivery-estimate">
      <p className="line" data-testid="deliver-to">
        <strong>{postalCode ? `Deliver to ${postal.cityName ? `${postal.cityName} ` : ''}${postalCode}` : 'Deliver to'}</strong>
      </p>
      <PostalCodeForm market={market} value={postalCode} onSubmit={onPostalCode} />
      <p className="line" data-testid="delivery-window">
        {deliveryWindow}
      </p>
      <p className={gap > 0 ? 'line' : 'line free'} data-testid="free-shipping">
        {quote && quote.itemCount > 0 && quote.freeShippingThresholdCent > 0 ? (gap > 0 ? freeShippingGapText(formatMoney(gap, quote.currency)) : FREE_SHIPPING_REACHED_TEXT) : null}
      </p>
    </Box>
  );
}
