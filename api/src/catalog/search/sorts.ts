import type { ItemQuery } from './item-query';

/** Spec §9 sort options; BEST_MATCH is the default. */
export const SORTS = ['BEST_MATCH', 'BEST_SELLING', 'LOWEST_PRICE', 'HIGHEST_PRICE', 'BEST_RATING', 'MOST_REVIEWS'] as const;
export type Sort = (typeof SORTS)[number];
/** Internal orders (recommendation scenes), not offered to shoppers. */
export type InternalSort = Sort | 'TOP_DEALS';

/** The share of the original price a deal takes off (0–1), for ordering by discount. */
export const dealShareSql = (price: string, originalPrice: string) => `(${originalPrice} - ${price})::float8 / ${originalPrice}`;

/** One ORDER BY term; every key is numeric, so merged result lists order the same in SQL and in JS. */
export interface SortKey {
  expr: string;
  desc: boolean;
}

/** The keys of a sort, ending on the id so pages never overlap or skip. */
export function sortKeys(sort: InternalSort, q: ItemQuery): SortKey[] {
  const desc = (expr: string) => ({ expr, desc: true });
  const asc = (expr: string) => ({ expr, desc: false });
  const id = asc('i.id');
  switch (sort) {
    case 'BEST_MATCH':
      return [...(q.fitOrder === '0' ? [] : [desc(q.fitOrder)]), ...(q.relevance ? [desc(q.relevance)] : []), desc('i.sales'), id];
    case 'BEST_SELLING':
      return [desc('i.sales'), id];
    case 'LOWEST_PRICE':
      return [asc(q.price), id];
    case 'HIGHEST_PRICE':
      return [desc(q.price), id];
    case 'BEST_RATING':
      return [desc('i.rating_value'), desc('i.review_count'), id];
    case 'MOST_REVIEWS':
      return [desc('i.review_count'), desc('i.rating_value'), id];
    case 'TOP_DEALS':
      return [desc(dealShareSql(q.price, q.originalPrice)), desc('i.sales'), id];
  }
}

/** Compares two rows' key values the way ORDER BY over `keys` does. */
export function compareKeys(keys: readonly SortKey[], a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let k = 0; k < keys.length; k++) {
    const diff = a[k]! - b[k]!;
    if (diff !== 0) return keys[k]!.desc ? -diff : diff;
  }
  return 0;
}
