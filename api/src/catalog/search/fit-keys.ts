import type { GeneratedFitment } from '../generate/fitments';

/**
 * Vehicle fitment folded into the item row: `item.fit_keys` holds one integer per (vehicle node kind,
 * id, model year) an item's fitment rows cover, under a GIN index, so "fits this year / make-year /
 * model-year" is one index probe on the item itself instead of a fitment range scan, a group by and a
 * primary-key lookup per fitting item. Trim- and engine-level questions still read the fitment rows.
 *
 * The same encoding lives in SQL (`item_fit_keys`, drizzle/after-init/search-upkeep.sql), which the
 * fitment triggers use to keep the column right when fitment rows change; the loader computes it here.
 */

/** Which question a key answers. */
export const FIT_KEY_KIND = {
  /** Some row covers the year (a year-level vehicle). */
  year: 0,
  /** Some row of the make covers the year. */
  make: 1,
  /** Some row of the model covers the year. */
  model: 2,
  /** A row of the model covers the year for every trim and engine (trim and engine null): FIT at model level. */
  modelAllTrims: 3,
} as const;
type Kind = (typeof FIT_KEY_KIND)[keyof typeof FIT_KEY_KIND];

/** Years are stored from 1900 in 8 bits; ids below 2,000,000 keep the key a positive int4. */
const YEAR_BASE = 1900;

export function fitKey(kind: Kind, id: number, year: number): number {
  return ((id * 256 + (year - YEAR_BASE)) * 4) + kind;
}

/** What of a fitment row the keys read. */
export type FitmentSpan = Pick<GeneratedFitment, 'makeId' | 'modelId' | 'yearFrom' | 'yearTo' | 'trim' | 'engine'>;

/** An item's keys, sorted and distinct (what `item_fit_keys` returns). */
export function itemFitKeys(rows: readonly FitmentSpan[]): number[] {
  const keys = new Set<number>();
  for (const f of rows) {
    for (let year = f.yearFrom; year <= f.yearTo; year++) {
      keys.add(fitKey(FIT_KEY_KIND.year, 0, year));
      keys.add(fitKey(FIT_KEY_KIND.make, f.makeId, year));
      keys.add(fitKey(FIT_KEY_KIND.model, f.modelId, year));
      if (f.trim === null && f.engine === null) keys.add(fitKey(FIT_KEY_KIND.modelAllTrims, f.modelId, year));
    }
  }
  return [...keys].sort((a, b) => a - b);
}

/** PostgreSQL array literal for COPY. */
export const intArrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;
