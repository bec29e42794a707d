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
