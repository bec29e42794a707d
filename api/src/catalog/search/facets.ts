import type { BrandEntry, CategoryNode, Tree } from '../lookups';
import type { FitStatus } from './vehicle-fit';

/** Price facet boundaries in cents (the market's currency): under $25, $25–50, … $500 and up. */
export const PRICE_BOUNDS = [2500, 5000, 10000, 20000, 50000] as const;

export interface Facets {
  categories: { id: number; name: string; urlHandle: string; count: number }[];
  brands: { id: number; name: string; count: number }[];
  /** `max` is exclusive; null on the last range. */
  prices: { min: number; max: number | null; count: number }[];
  fit: Record<FitStatus, number>;
}

/** Counts of one query before names are attached; two queries' counts add up. */
export interface Counts {
  total: number;
  categories: Map<number, number>;
  brands: Map<number, number>;
  /** By price range index (0 … PRICE_BOUNDS.length). */
  prices: number[];
  fit: Record<FitStatus, number>;
}

/** One row of the GROUPING SETS query: [grouping bits, category, brand, price range, fit, count]. */
export type FacetRow = [number, number | null, number | null, number | null, FitStatus | null, number];

/** Facet counts over the relation `hits` (category_id, brand_id, bucket, fit) in one scan, as FacetRow JSON arrays. */
export const FACET_ROWS_SQL = `select json_build_array(grouping(category_id, brand_id, bucket, fit), category_id, brand_id, bucket, fit, count(*)::int) as row
  from hits group by grouping sets ((category_id), (brand_id), (bucket), (fit), ())`;

export const priceBucketSql = (price: string) => `width_bucket(${price}, array[${PRICE_BOUNDS.join(',')}])`;

/** The same in JavaScript: which price range (0 … PRICE_BOUNDS.length) a price is in. Allocation-free, for per-row loops. */
export function priceBucketOf(price: number): number {
  let bucket = 0;
  while (bucket < PRICE_BOUNDS.length && price >= PRICE_BOUNDS[bucket]!) bucket++;
  return bucket;
}

// grouping(category_id, brand_id, bucket, fit): a bit is set for each column the row does NOT group by.
const BY_CATEGORY = 0b0111;
const BY_BRAND = 0b1011;
const BY_PRICE = 0b1101;
const BY_FIT = 0b1110;
const TOTAL = 0b1111;

const emptyFit = (): Record<FitStatus, number> => ({ FIT: 0, UNCERTAIN: 0, NOT_FIT: 0, EMPTY: 0 });

/** No hits yet: every count zero, one price range per bound and one above them. */
export function emptyCounts(): Counts {
  return { total: 0, categories: new Map(), brands: new Map(), prices: PRICE_BOUNDS.map(() => 0).concat(0), fit: emptyFit() };
}

export function countsFromRows(rows: FacetRow[]): Counts {
  const counts = emptyCounts();
  for (const [g, categoryId, brandId, bucket, fit, n] of rows) {
    if (g === TOTAL) counts.total = n;
    else if (g === BY_CATEGORY && categoryId !== null) counts.categories.set(categoryId, n);
    else if (g === BY_BRAND && brandId !== null) counts.brands.set(brandId, n);
    else if (g === BY_PRICE && bucket !== null) counts.prices[bucket] = n;
    else if (g === BY_FIT && fit !== null) counts.fit[fit] = n;
  }
  return counts;
}

export function addCounts(a: Counts, b: Counts): Counts {
  const sum = (x: Map<number, number>, y: Map<number, number>) => {
    const out = new Map(x);
    for (const [k, v] of y) out.set(k, (out.get(k) ?? 0) + v);
    return out;
  };
  const fit = emptyFit();
  for (const k of Object.keys(fit) as FitStatus[]) fit[k] = a.fit[k] + b.fit[k];
  return {
    total: a.total + b.total,
    categories: sum(a.categories, b.categories),
    brands: sum(a.brands, b.brands),
    prices: a.prices.map((n, i) => n + (b.prices[i] ?? 0)),
    fit,
  };
}

/**
 * The response's facets: names attached, biggest first. They count the filtered set itself, so each
 * facet's counts add up to the total.
 */
export function namedFacets(counts: Counts, lookups: { categories: Tree<CategoryNode>; brands: Map<number, BrandEntry> }): Facets {
  const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) => b.count - a.count || a.name.localeCompare(b.name);
  return {
    categories: [...counts.categories]
      .map(([id, count]) => {
        const category = lookups.categories.byId.get(id);
        return { id, name: category?.name ?? '', urlHandle: category?.urlHandle ?? '', count };
      })
      .sort(byCount),
    brands: [...counts.brands].map(([id, count]) => ({ id, name: lookups.brands.get(id)?.name ?? '', count })).sort(byCount),
    prices: counts.prices.map((count, i) => ({ min: i === 0 ? 0 : PRICE_BOUNDS[i - 1]!, max: PRICE_BOUNDS[i] ?? null, count })),
    fit: counts.fit,
  };
}
