import type { Market } from './markets';

const DIGITS_ONLY = /^\d+$/;
const HAS_LETTER = /[a-z]/i;

/**
 * Spec §5: a US ZIP code accepts only digits; a Canadian postal code only text containing letters.
 * Anything else is cleared to ''. Whitespace is stripped first.
 */
export function normalizePostalCode(market: Pick<Market, 'code'>, input: string | null | undefined): string {
  const value = (input ?? '').replace(/\s+/g, '');
  const valid = market.code === 'CA' ? HAS_LETTER.test(value) : DIGITS_ONLY.test(value);
  return valid ? value : '';
}

const US_ZIP = /^\d{5}$/;
const CA_POSTAL = /^[A-Z]\d[A-Z]\d[A-Z]\d$/i;

/** A complete code of the market: a US ZIP code of 5 digits, a Canadian postal code A1A 1A1 (space optional). */
export function isPostalCodeComplete(market: Pick<Market, 'code'>, input: string | null | undefined): boolean {
  const value = (input ?? '').replace(/\s+/g, '');
  return market.code === 'CA' ? CA_POSTAL.test(value) : US_ZIP.test(value);
}

/** How an address shows and sends a code: Canadian codes upper case with the middle space ("K1A 0B1"). */
export function formatPostalCode(market: Pick<Market, 'code'>, input: string | null | undefined): string {
  const value = (input ?? '').replace(/\s+/g, '');
  if (market.code !== 'CA') return value;
  const upper = value.toUpperCase();
  return CA_POSTAL.test(upper) ? `${upper.slice(0, 3)} ${upper.slice(3)}` : upper;
}
