const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', CAD: 'CA$' };

// Only the digits come from Intl; the symbol is prefixed by hand so the output does not depend on the ICU version.
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Currency prefix: "$", "CA$", or the ISO code and a space for any other currency ("EUR 1.00"). */
export function currencyPrefix(currency: string): string {
  const code = currency.trim().toUpperCase();
  return SYMBOLS[code] ?? (code ? `${code} ` : '');
}

/** Spec §5: two decimals with thousands separators, e.g. `$1,234.50`, `CA$1,234.50`, `-$5.00`. */
export function formatMoney(cents: number, currency: 'USD' | 'CAD' | string): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) {
    throw new TypeError(`formatMoney: cents must be a finite number, got ${String(cents)}`);
  }
  const rounded = Math.round(cents);
  // Math.round can yield -0; "-$0.00" must not appear.
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${currencyPrefix(currency)}${NUMBER_FORMAT.format(Math.abs(rounded) / 100)}`;
}
