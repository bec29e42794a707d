import { emptyCounts, priceBucketOf } from './facets';
import type { RankedHit, RankedHits } from './item-index';
import type { ItemFilter } from './item-query';
import type { SortKey } from './sorts';

/**
 * The universal half of vehicle searches, held per keyword and sort. Universal parts are the same for
 * every vehicle, so one load of all of them (up to POOL_LIMIT) answers every vehicle, price range,
 * brand, category and page of that keyword here, without a statement: the pool is the "per-keyword
 * summary" a search engine keeps as doc values. Bigger sets stay with the SQL path.
 */
export interface UniversalPool {
  keys: SortKey[];
  /** In sort order; parallel columns (compact: a pool is kept for minutes). */
  ids: Int32Array;
  categoryIds: Int32Array;
  brandIds: Int32Array;
  /** The market's current price in cents. */
  prices: Int32Array;
  /** `keys.length` values per hit. */
  keyValues: Float64Array;
}

/** Above this many universal hits a keyword is ranked by the database, page by page. */
export const POOL_LIMIT = 2_500;

/** The filter a pool is loaded for: everything but what the pool filters itself. */
export function poolFilter(filter: ItemFilter): ItemFilter {
  const { minPrice: _min, maxPrice: _max, brandIds: _brands, categoryIds: _categories, ...rest } = filter;
  return rest;
}

/** One row per hit as the index returns it: [id, categoryId, brandId, price, ...key values]. */
export function poolFromRows(keys: SortKey[], rows: number[][]): UniversalPool {
  const pool: UniversalPool = {
    keys,
    ids: new Int32Array(rows.length),
    categoryIds: new Int32Array(rows.length),
    brandIds: new Int32Array(rows.length),
    prices: new Int32Array(rows.length),
    keyValues: new Float64Array(rows.length * keys.length),
  };
  rows.forEach(([id, categoryId, brandId, price, ...values], r) => {
    pool.ids[r] = id!;
    pool.categoryIds[r] = categoryId!;
    pool.brandIds[r] = brandId!;
    pool.prices[r] = price!;
    pool.keyValues.set(values, r * keys.length);
  });
  return pool;
}

/** What `ItemIndex.rank` answers for `filter` (price, brands, categories applied here), from the pool. */
export function rankFromPool(pool: UniversalPool, filter: ItemFilter, n: number): RankedHits {
  const brands = filter.brandIds?.length ? new Set(filter.brandIds) : undefined;
  const categories = filter.categoryIds?.length ? new Set(filter.categoryIds) : undefined;
  const counts = emptyCounts();
  const top: RankedHit[] = [];
  const width = pool.keys.length;
  for (let r = 0; r < pool.ids.length; r++) {
    const price = pool.prices[r]!;
    const categoryId = pool.categoryIds[r]!;
    const brandId = pool.brandIds[r]!;
    if (filter.minPrice !== undefined && price < filter.minPrice) continue;
    if (filter.maxPrice !== undefined && price > filter.maxPrice) continue;
    if (brands && !brands.has(brandId)) continue;
    if (categories && !categories.has(categoryId)) continue;
    counts.total += 1;
    counts.categories.set(categoryId, (counts.categories.get(categoryId) ?? 0) + 1);
    counts.brands.set(brandId, (counts.brands.get(brandId) ?? 0) + 1);
    counts.prices[priceBucketOf(price)]! += 1;
    if (top.length < n) top.push({ id: pool.ids[r]!, fitStatus: 'FIT', keys: Array.from(pool.keyValues.subarray(r * width, (r + 1) * width)) });
  }
  counts.fit.FIT = counts.total;
  return { keys: pool.keys, top, counts };
}
