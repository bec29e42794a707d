import { DEFAULT_SORT, isSortValue, type SortValue } from './sort';

/** A price range in cents of the market's currency; `max` is exclusive, null for "and up" (as the API's price facet). */
export interface PriceRange {
  min: number;
  max: number | null;
}

/**
 * Everything a shopper chose on a results page. All of it lives in the URL query, so back/forward,
 * a reload and a shared link show the same results:
 *
 * | Key | Example | Meaning |
 * | --- | --- | --- |
 * | `keyword` | `keyword=led%20headlight` | the searched words (`q` is read too) |
 * | `sort` | `sort=lowest-price` | one of SORT_OPTIONS; absent = Best Match |
 * | `category` | `category=101,105` | category ids (facet) |
 * | `brand` | `brand=3` | brand ids (facet) |
 * | `price` | `price=25-50`, `price=500-` | one price range in whole currency units, max exclusive |
 * | `page` | `page=3` | 1-based; absent = 1 |
 * | `allVehicles` | `allVehicles=1` | the vehicle filter is off: parts for every vehicle |
 */
export interface SearchState {
  keyword: string;
  sort: SortValue;
  categoryIds: number[];
  brandIds: number[];
  price: PriceRange | null;
  page: number;
  allVehicles: boolean;
}

export const SEARCH_QUERY_KEYS = ['keyword', 'q', 'sort', 'category', 'brand', 'price', 'page', 'allVehicles'] as const;

/** The API refuses deeper pages (page × size ≤ 10,000). */
export const MAX_PAGE = 1_000;

export const EMPTY_SEARCH_STATE: SearchState = Object.freeze({
  keyword: '',
  sort: DEFAULT_SORT,
  categoryIds: [],
  brandIds: [],
  price: null,
  page: 1,
  allVehicles: false,
}) as SearchState;

function idList(value: string | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d{1,9}$/.test(p))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

const amount = /^\d{1,7}(\.\d{1,2})?$/;

/** `25-50` → { min: 2500, max: 5000 }; `500-` → { min: 50000, max: null }; anything else → null. */
export function parsePrice(value: string | undefined): PriceRange | null {
  const match = /^([^-]*)-([^-]*)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, low = '', high = ''] = match;
  if (!amount.test(low) || (high !== '' && !amount.test(high))) return null;
  const min = Math.round(Number(low) * 100);
  const max = high === '' ? null : Math.round(Number(high) * 100);
  if (max !== null && max <= min) return null;
  return { min, max };
}

const units = (cents: number) => String(cents / 100);

export function formatPriceParam(range: PriceRange): string {
  return `${units(range.min)}-${range.max === null ? '' : units(range.max)}`;
}

export function samePrice(a: PriceRange | null, b: PriceRange | null): boolean {
  return a === b || (a !== null && b !== null && a.min === b.min && a.max === b.max);
}

/** Reads the state from a route's query; unknown or malformed values fall back to the defaults. */
export function parseSearchState(query: Readonly<Record<string, string | undefined>>): SearchState {
  const page = /^\d{1,4}$/.test(query.page ?? '') ? Number(query.page) : 1;
  const sort = query.sort;
  const flag = (query.allVehicles ?? '').toLowerCase();
  return {
    keyword: (query.keyword ?? query.q ?? '').trim().replace(/\s+/g, ' '),
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
    categoryIds: idList(query.category),
    brandIds: idList(query.brand),
    price: parsePrice(query.price),
    page: Math.min(Math.max(page, 1), MAX_PAGE),
    allVehicles: flag === '1' || flag === 'true',
  };
}

/** The query for a state, defaults left out (Best Match, page 1, no filters): the shortest shareable URL. */
export function searchStateToQuery(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  const keyword = state.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (state.sort !== DEFAULT_SORT) query.sort = state.sort;
  if (state.categoryIds.length) query.category = [...state.categoryIds].sort((a, b) => a - b).join(',');
  if (state.brandIds.length) query.brand = [...state.brandIds].sort((a, b) => a - b).join(',');
  if (state.price) query.price = formatPriceParam(state.price);
  if (state.page > 1) query.page = String(state.page);
  if (state.allVehicles) query.allVehicles = '1';
  return query;
}

/**
 * `pathname?query` for a new state. Query keys this page does not own (`market`, campaign tags…) are
 * kept as they were.
 */
export function searchUrl(pathname: string, current: Readonly<Record<string, string>>, next: SearchState): string {
  const kept = Object.entries(current).filter(([k]) => !(SEARCH_QUERY_KEYS as readonly string[]).includes(k));
  const params = new URLSearchParams([...kept, ...Object.entries(searchStateToQuery(next))]);
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export type FacetKind = 'category' | 'brand';

const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b));

/** Any change of what is shown starts again at page 1. */
export function toggleFacet(state: SearchState, kind: FacetKind, id: number): SearchState {
  return kind === 'category'
    ? { ...state, categoryIds: toggled(state.categoryIds, id), page: 1 }
    : { ...state, brandIds: toggled(state.brandIds, id), page: 1 };
}

/** Selecting the chosen range again clears it; another range replaces it. */
export function togglePrice(state: SearchState, range: PriceRange): SearchState {
  return { ...state, price: samePrice(state.price, range) ? null : range, page: 1 };
}

export function withSort(state: SearchState, sort: SortValue): SearchState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.min(Math.max(Math.trunc(page), 1), MAX_PAGE) };
}

export function withAllVehicles(state: SearchState, allVehicles: boolean): SearchState {
  return { ...state, allVehicles, page: 1 };
}

export function clearFilters(state: SearchState): SearchState {
  return { ...state, categoryIds: [], brandIds: [], price: null, page: 1 };
}

export function hasFilters(state: SearchState): boolean {
  return state.categoryIds.length > 0 || state.brandIds.length > 0 || state.price !== null;
}
