import { priceView } from './price-view';

describe('priceView', () => {
  it('shows the original price and the badge for a large discount', () => {
    expect(priceView(10000, 7500, 'USD')).toEqual({ current: '$75.00', original: '$100.00', discountBadge: '-25%' });
  });

  it('shows the original price without a badge for a small discount', () => {
    expect(priceView(10000, 9500, 'CAD')).toEqual({ current: 'CA$95.00', original: 'CA$100.00' });
  });

  it('shows only the current price when there is no discount', () => {
    expect(priceView(10000, 10000, 'USD')).toEqual({ current: '$100.00' });
    expect(priceView(9000, 10000, 'USD')).toEqual({ current: '$100.00' });
    expect(priceView(10000.4, 10000, 'USD')).toEqual({ current: '$100.00' });
  });

  it('treats a missing or non-finite original price as none', () => {
    expect(priceView(undefined, 7500, 'USD')).toEqual({ current: '$75.00' });
    expect(priceView(null, 7500, 'USD')).toEqual({ current: '$75.00' });
    expect(priceView(NaN, 7500, 'USD')).toEqual({ current: '$75.00' });
    expect(priceView(Infinity, 7500, 'USD')).toEqual({ current: '$75.00' });
  });

  it('throws a TypeError when the current price is not finite', () => {
    expect(() => priceView(10000, NaN, 'USD')).toThrow(TypeError);
  });
});
