import { CA_MARKET, US_MARKET } from './markets';
import { formatPostalCode, isPostalCodeComplete, normalizePostalCode } from './postal-code';

describe('normalizePostalCode', () => {
  describe('US', () => {
    it('keeps digits', () => {
      expect(normalizePostalCode(US_MARKET, '90210')).toBe('90210');
    });

    it('strips whitespace', () => {
      expect(normalizePostalCode(US_MARKET, ' 902 10 ')).toBe('90210');
    });

    it.each(['K1A 0B1', '9021O', '90210-1234', 'abc', '', '   '])('clears %p', (input) => {
      expect(normalizePostalCode(US_MARKET, input)).toBe('');
    });

    it('clears a missing value', () => {
      expect(normalizePostalCode(US_MARKET, null)).toBe('');
      expect(normalizePostalCode(US_MARKET, undefined)).toBe('');
    });
  });

  describe('Canada', () => {
    it('keeps text containing letters, without whitespace', () => {
      expect(normalizePostalCode(CA_MARKET, 'K1A0B1')).toBe('K1A0B1');
      expect(normalizePostalCode(CA_MARKET, ' K1A 0B1 ')).toBe('K1A0B1');
      expect(normalizePostalCode(CA_MARKET, 'k1a 0b1')).toBe('k1a0b1');
    });

    it.each(['90210', '123 456', '', '   ', '---'])('clears %p', (input) => {
      expect(normalizePostalCode(CA_MARKET, input)).toBe('');
    });

    it('clears a missing value', () => {
      expect(normalizePostalCode(CA_MARKET, undefined)).toBe('');
    });
  });
});

describe('isPostalCodeComplete and formatPostalCode', () => {
  it('wants 5 digits for a US ZIP code', () => {
    expect(isPostalCodeComplete(US_MARKET, '90210')).toBe(true);
    expect(isPostalCodeComplete(US_MARKET, '9021')).toBe(false);
    expect(isPostalCodeComplete(US_MARKET, 'K1A 0B1')).toBe(false);
  });

  it('wants A1A 1A1 for a Canadian postal code, space optional', () => {
    expect(isPostalCodeComplete(CA_MARKET, 'k1a 0b1')).toBe(true);
    expect(isPostalCodeComplete(CA_MARKET, 'K1A0B1')).toBe(true);
    expect(isPostalCodeComplete(CA_MARKET, 'K1A 0B')).toBe(false);
    expect(isPostalCodeComplete(CA_MARKET, '90210')).toBe(false);
  });

  it('writes Canadian codes upper case with the space, US codes as digits', () => {
    expect(formatPostalCode(CA_MARKET, 'k1a0b1')).toBe('K1A 0B1');
    expect(formatPostalCode(US_MARKET, ' 902 10')).toBe('90210');
  });
});
