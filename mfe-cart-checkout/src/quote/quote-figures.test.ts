import { describe, expect, it } from '@jest/globals';
import { aQuote, STANDARD } from './quote-fixture';
import { deliveryWindowText, freeShippingGapCent, merchandiseAfterDiscountsCent, standardOption } from './quote-figures';
import { quoteBody } from './fetch-quote';

describe('quote figures', () => {
  it('names the Standard delivery window with the spec label', () => {
    expect(deliveryWindowText(STANDARD)).toBe('Est.Delivery Tue, Nov 24 – Mon, Nov 30');
    expect(deliveryWindowText({ deliveryFrom: '2026-11-24', deliveryTo: '2026-11-24' })).toBe('Est.Delivery Tue, Nov 24');
    expect(deliveryWindowText({ deliveryFrom: 'soon', deliveryTo: '2026-11-24' })).toBeUndefined();
  });

  it('finds the Standard option', () => {
    expect(standardOption(aQuote())?.name).toBe('Standard Shipping');
    expect(standardOption(aQuote({ shippingOptions: [] }))).toBeUndefined();
  });

  it('counts the free-shipping gap from the merchandise after discounts', () => {
    const quote = aQuote({ subtotalCent: 4000, discountCent: 500, freeShippingThresholdCent: 4900 });
    expect(merchandiseAfterDiscountsCent(quote)).toBe(3500);
    expect(freeShippingGapCent(quote)).toBe(1400);
    expect(freeShippingGapCent(aQuote({ subtotalCent: 6000 }))).toBe(0);
    expect(freeShippingGapCent(aQuote({ freeShippingThresholdCent: 0 }))).toBe(0);
    expect(freeShippingGapCent(aQuote({ itemCount: 0 }))).toBe(0);
  });

  it('leaves empty optional fields out of the request body', () => {
    expect(quoteBody({ cartUUID: 'c1', couponCode: '  ', postalCode: '' })).toEqual({ cartUUID: 'c1' });
    expect(quoteBody({ cartUUID: null, couponCode: ' save10 ', postalCode: '10001' })).toEqual({ couponCode: 'save10', postalCode: '10001' });
  });
});
