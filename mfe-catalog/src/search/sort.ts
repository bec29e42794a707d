/**
 * Spec §9 sort options, in the order the shop offers them, with their exact labels. `value` is what
 * the URL carries (`?sort=lowest-price`); `api` is the filter-search `sort` parameter.
 */
export const SORT_OPTIONS = [
  { value: 'best-match', label: 'Best Match', api: 'BEST_MATCH' },
  { value: 'best-selling', label: 'Best Selling', api: 'BEST_SELLING' },
  { value: 'lowest-price', label: 'Lowest Price', api: 'LOWEST_PRICE' },
  { value: 'highest-price', label: 'Highest Price', api: 'HIGHEST_PRICE' },
  { value: 'best-rating', label: 'Best Rating', api: 'BEST_RATING' },
  { value: 'most-reviews', label: 'Most Reviews', api: 'MOST_REVIEWS' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export type ApiSort = (typeof SORT_OPTIONS)[number]['api'];

/** Best Match is the default: it is left out of the URL. */
export const DEFAULT_SORT: SortValue = 'best-match';

export function isSortValue(value: unknown): value is SortValue {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** The URL value → the API's `sort`; anything unknown is Best Match. */
export function apiSort(value: string | undefined): ApiSort {
  return (SORT_OPTIONS.find((o) => o.value === value) ?? SORT_OPTIONS[0]).api;
}

export function sortLabel(value: string | undefined): string {
  return (SORT_OPTIONS.find((o) => o.value === value) ?? SORT_OPTIONS[0]).label;
}
