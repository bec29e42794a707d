/** Delivery dates count business days, Monday to Friday (UTC calendar days). */

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** The date `days` business days after `from` (a weekend start counts from the next Monday). */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/** yyyy-mm-dd of a UTC date. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
