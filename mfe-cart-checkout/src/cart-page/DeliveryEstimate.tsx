import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, colors, formatMoney, isPostalCodeComplete, normalizePostalCode, radii, useMarket, type PostalState, type Quote } from '@axlebay/shared-lib';
import { deliveryWindowText, freeShippingGapCent, standardOption } from '../quote/quote-figures';
import { FREE_SHIPPING_REACHED_TEXT, freeShippingGapText } from './cart-page-texts';

const Box = styled.section`
  display: grid;
  gap: 8px;
  form {
    display: grid;
    gap: 4px;
  }
  label {
    font-weight: 600;
  }
  .row {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  .error {
    margin: 0;
    min-height: 20px;
    font-size: 14px;
    color: ${colors.danger};
  }
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
 * "Deliver to {city} {code}": the postal code the shipping and tax estimate is for (US ZIP code or Canadian
 * postal code, spec §3 Country configs, §5 postal code rule), the Standard Shipping window
 * ("Est.Delivery …", spec §9) and how much more ships free. Lines keep their height (no shift).
 */
export function DeliveryEstimate({ quote, postal, onPostalCode }: { quote: Quote | undefined; postal: PostalState; onPostalCode: (code: string) => void }) {
  const postalCode = postal.postCode;
  const market = useMarket();
  const id = useId();
  const [text, setText] = useState(postalCode);
  const [error, setError] = useState<string>();
  useEffect(() => setText(postalCode), [postalCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizePostalCode(market, text);
    if (!code || !isPostalCodeComplete(market, code)) {
      setError(market.code === 'CA' ? 'Enter a postal code such as K1A 0B1' : 'Enter a 5-digit ZIP code');
      return;
    }
    setError(undefined);
    onPostalCode(code);
  };

  const standard = quote ? standardOption(quote) : undefined;
  const deliveryWindow = standard ? deliveryWindowText(standard) : undefined;
  const gap = quote ? freeShippingGapCent(quote) : 0;
  return (
    <Box aria-label="Delivery" data-testid="delivery-estimate">
      <form onSubmit={submit}>
        <p className="line" data-testid="deliver-to">
          <strong>{postalCode ? `Deliver to ${postal.cityName ? `${postal.cityName} ` : ''}${postalCode}` : 'Deliver to'}</strong>
        </p>
        <label htmlFor={id}>{market.postalCodeLabel}</label>
        <div className="row">
          <input
            id={id}
            name="postalCode"
            autoComplete="postal-code"
            inputMode={market.code === 'US' ? 'numeric' : 'text'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-error`}
          />
          <Button type="submit" variant="secondary">
            Update
          </Button>
        </div>
        <p className="error" id={`${id}-error`} role={error ? 'alert' : undefined}>
          {error}
        </p>
      </form>
      <p className="line" data-testid="delivery-window">
        {deliveryWindow}
      </p>
      <p className={gap > 0 ? 'line' : 'line free'} data-testid="free-shipping">
        {quote && quote.itemCount > 0 && quote.freeShippingThresholdCent > 0 ? (gap > 0 ? freeShippingGapText(formatMoney(gap, quote.currency)) : FREE_SHIPPING_REACHED_TEXT) : null}
      </p>
    </Box>
  );
}
