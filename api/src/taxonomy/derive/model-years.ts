/** Model years the taxonomy covers. */
export const FIRST_YEAR = 1995;
export const LAST_YEAR = 2026;

/**
 * An open-ended `Wmi_VinSchema` link (YearTo NULL) starting at or after this year is taken as
 * current and runs to LAST_YEAR. Older open-ended links are mostly the last year of a discontinued
 * model whose range was never closed (Plymouth Neon 2001, Chevrolet SS 2017, Camaro 2024…), so they
 * count for their first year only.
 */
export const OPEN_ENDED_CURRENT_FROM = 2025;

/** The model years of one WMI → VIN-schema link within FIRST_YEAR–LAST_YEAR (empty when outside). */
export function linkYears(yearFrom: number, yearTo: number | null): number[] {
  const to = yearTo ?? (yearFrom >= OPEN_ENDED_CURRENT_FROM ? LAST_YEAR : yearFrom);
  const years: number[] = [];
  for (let y = Math.max(yearFrom, FIRST_YEAR); y <= Math.min(to, LAST_YEAR); y++) years.push(y);
  return years;
}
