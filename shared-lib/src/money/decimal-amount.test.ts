import { decimalAmount } from './decimal-amount';

describe('decimalAmount', () => {
  it('gives two decimals without symbol or separators', () => {
    expect(decimalAmount(15099)).toBe('150.99');
    expect(decimalAmount(123456789)).toBe('1234567.89');
    expect(decimalAmount(100)).toBe('1.00');
  });

  it('pads small amounts', () => {
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(50)).toBe('0.50');
  });

  it('keeps the sign of negative amounts, never "-0.00"', () => {
    expect(decimalAmount(-250)).toBe('-2.50');
    expect(decimalAmount(-0)).toBe('0.00');
    expect(decimalAmount(-0.4)).toBe('0.00');
  });

  it('rounds fractions of a cent', () => {
    expect(decimalAmount(1234.6)).toBe('12.35');
  });

  it('throws on non-finite input', () => {
    expect(() => decimalAmount(NaN)).toThrow(TypeError);
    expect(() => decimalAmount(Infinity)).toThrow(TypeError);
  });
});
