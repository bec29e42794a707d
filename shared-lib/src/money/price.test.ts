import { formatPrice, priceToCents } from './price';

describe('priceToCents', () => {
  it('uses precision 2 by default', () => {
    expect(priceToCents({ cent: 1999, currency: 'USD' })).toBe(1999);
  });

  it('scales other precisions to cents', () => {
    expect(priceToCents({ cent: 12345, currency: 'USD', precision: 3 })).toBe(1234.5);
    expect(priceToCents({ cent: 12, currency: 'USD', precision: 0 })).toBe(1200);
    expect(priceToCents({ cent: 125, currency: 'USD', precision: 1 })).toBe(1250);
  });

  it.each([-1, 1.5, NaN])('rejects precision %p', (precision) => {
    expect(() => priceToCents({ cent: 1, currency: 'USD', precision })).toThrow(TypeError);
  });
});

describe('formatPrice', () => {
  it('formats a price in its own currency', () => {
    expect(formatPrice({ cent: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatPrice({ cent: 123450, currency: 'CAD', precision: 2 })).toBe('CA$1,234.50');
  });

  it('still shows two decimals for other precisions', () => {
    expect(formatPrice({ cent: 12345, currency: 'USD', precision: 3 })).toBe('$12.35');
    expect(formatPrice({ cent: 12, currency: 'USD', precision: 0 })).toBe('$12.00');
  });

  it('throws on a NaN amount', () => {
    expect(() => formatPrice({ cent: NaN, currency: 'USD' })).toThrow(TypeError);
  });
});
