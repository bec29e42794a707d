import { groupThousands } from '../text/format-count';
import { decimalAmount } from './decimal-amount';

const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', CAD: 'CA$' };

/** Currency prefix: "$", "CA$", or the ISO code and a space for any other currency ("EUR 1.00"). */
export function currencyPrefix(currency: string): string {
  const code = currency.trim().toUpperCase();
  return SYMBOLS[code] ?? (code ? `${code} ` : '');
}

/**
 * Spec §5: two decimals with thousands separators, e.g. `$1,234.50`, `CA$1,234.50`, `-$5.00`.
 * decimalAmount's integer arithmetic with thousands grouped by hand, no Intl: the output cannot
 * drift with the ICU version and no page pays for loading ICU's number data.
 */
export function formatMoney(cents: number, currency: 'USD' | 'CAD' | string): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) {
    throw new TypeError(`formatMoney: cents must be a finite number, got ${String(cents)}`);
  }
  const rounded = Math.round(cents);
  // Math.round can yield -0; "-$0.00" must not appear.
  const sign = rounded < 0 ? '-' : '';
  const plain = decimalAmount(Math.abs(rounded)); // "1234.50"
  return `${sign}${currencyPrefix(currency)}${groupThousands(plain.slice(0, -3))}${plain.slice(-3)}`;
}

/** A whole amount without trailing zero cents, for ranges and filters: `$25`, `$12.50`, `CA$1,000`. */
export function formatMoneyShort(cents: number, currency: string): string {
  const full = formatMoney(cents, currency);
  return full.endsWith('.00') ? full.slice(0, -3) : full;
}
