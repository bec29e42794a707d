/**
 * Whole cents as a plain decimal string with two decimals and no symbol or separators:
 * 15099 → "150.99", 5 → "0.05", -250 → "-2.50". For machine-read prices (e.g. schema.org Offer.price);
 * what a shopper reads is formatMoney. Integer arithmetic, so no floating point drift.
 * Throws a TypeError when `cents` is not a finite number; fractions of a cent are rounded.
 */
export function decimalAmount(cents: number): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) {
    throw new TypeError(`decimalAmount: cents must be a finite number, got ${String(cents)}`);
  }
  const rounded = Math.round(cents);
  // Math.round can yield -0; "-0.00" must not appear.
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
