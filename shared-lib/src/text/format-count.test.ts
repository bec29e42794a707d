import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, 9007199254740991]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('keeps the sign and never writes "-0"', () => {
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(-0.4)).toBe('0');
  });

  it('rounds fractions', () => {
    expect(formatCount(1234.6)).toBe('1,235');
  });

  it('throws on non-finite input', () => {
    expect(() => formatCount(NaN)).toThrow(TypeError);
    expect(() => formatCount(Infinity)).toThrow(TypeError);
  });
});
