import { currencyPrefix, formatMoney, formatMoneyShort } from './format-money';

describe('formatMoney', () => {
  it('formats USD with two decimals and thousands separators', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('formats CAD with the CA$ symbol', () => {
    expect(formatMoney(123450, 'CAD')).toBe('CA$1,234.50');
  });

  it('always shows two decimals', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1000, 'USD')).toBe('$10.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-500, 'USD')).toBe('-$5.00');
    expect(formatMoney(-123450, 'CAD')).toBe('-CA$1,234.50');
  });

  it('rounds fractional cents to whole cents', () => {
    expect(formatMoney(1005.4, 'USD')).toBe('$10.05');
    expect(formatMoney(1005.5, 'USD')).toBe('$10.06');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
    expect(formatMoney(-0.4, 'USD')).toBe('$0.00');
  });

  it('accepts lower-case currency codes', () => {
    expect(formatMoney(100, 'cad')).toBe('CA$1.00');
  });

  it('prefixes other currencies with their code', () => {
    expect(formatMoney(123450, 'EUR')).toBe('EUR 1,234.50');
    expect(formatMoney(100, '')).toBe('1.00');
  });

  it.each([NaN, Infinity, -Infinity])('throws a TypeError for %p', (cents) => {
    expect(() => formatMoney(cents, 'USD')).toThrow(TypeError);
    expect(() => formatMoney(cents, 'USD')).toThrow(/finite number/);
  });

  it('throws a TypeError for a value that is not a number', () => {
    expect(() => formatMoney('100' as unknown as number, 'USD')).toThrow(TypeError);
  });
});

describe('currencyPrefix', () => {
  it('maps known currencies to their symbols', () => {
    expect(currencyPrefix('USD')).toBe('$');
    expect(currencyPrefix('CAD')).toBe('CA$');
    expect(currencyPrefix(' usd ')).toBe('$');
  });
});

describe('formatMoneyShort', () => {
  it('drops zero cents and keeps any others', () => {
    expect(formatMoneyShort(2500, 'USD')).toBe('$25');
    expect(formatMoneyShort(1250, 'USD')).toBe('$12.50');
    expect(formatMoneyShort(100000, 'CAD')).toBe('CA$1,000');
  });
});
