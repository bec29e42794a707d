import { useState } from 'react';
import { Button, FormMessage, LoadError, LoadingArea, formatMoney, useMarket, type ShippingMethodCode } from '@axlebay/shared-lib';
import { deliveryWindowText } from '../../quote';
import { useCheckout } from '../checkout-context';
import { RadioCards } from '../RadioCards';

/**
 * /checkout/shipping: the shipping options the quote gives for the address (spec §9 "Standard
 * Shipping"), each with its price or Free and the delivery window, under the market's logistics title (§3).
 */
export function ShippingStep() {
  const market = useMarket();
  const { draft, update, quote, goTo } = useCheckout();
  const [choice, setChoice] = useState<ShippingMethodCode | undefined>(draft.shippingMethod);
  const options = quote.quote?.shippingOptions ?? [];
  const selected = choice ?? quote.quote?.shippingMethod;

  if (!quote.quote) return quote.error ? <LoadError message={quote.error} onRetry={quote.refresh} /> : <LoadingArea label="Loading shipping options" />;

  const choose = (code: ShippingMethodCode) => {
    setChoice(code);
    update({ shippingMethod: code });
  };
  const proceed = () => {
    if (!selected) return;
    update({ shippingMethod: selected });
    goTo('payment');
  };

  return (
    <section aria-labelledby="shipping-heading">
      <RadioCards>
        <legend id="shipping-heading">{market.logisticsTitle}</legend>
        {options.map((option) => (
          <label key={option.code} data-testid={`shipping-option-${option.code}`}>
            <input type="radio" name="shipping-method" value={option.code} checked={selected === option.code} onChange={() => choose(option.code)} />
            <span className="grow">
              <strong>{option.name}</strong>
              <span className="muted">{deliveryWindowText(option) ?? `${option.minDays}–${option.maxDays} business days`}</span>
            </span>
            <strong>{option.free || option.priceCent === 0 ? 'Free' : formatMoney(option.priceCent, quote.quote!.currency)}</strong>
          </label>
        ))}
      </RadioCards>
      {options.length === 0 && <FormMessage tone="error">We cannot ship to this address. Please check it.</FormMessage>}
      <Button type="button" onClick={proceed} disabled={!selected || options.length === 0}>
        Continue to payment
      </Button>
    </section>
  );
}
