import type { QueryParams } from '@axlebay/shared-lib';
import type { SearchState } from './search-state';
import { apiSort } from './sort';

/** Items per results page. */
export const PAGE_SIZE = 24;
/** The API's deepest result: page × size ≤ 10,000. */
export const MAX_RESULT_WINDOW = 10_000;

/**
 * What a listing page fixes before the shopper chooses anything: a brand page's brand, a category
 * page's category, a collection, a make's name as words. The shopper's facets narrow it further.
 */
export interface FixedFilter {
  keyword?: string;
  categoryIds?: readonly number[];
  brandIds?: readonly number[];
  collectionIds?: readonly number[];
}

/**
 * filter-search query for a state: sort mapped to the API's value, the vehicle as `attributeValueId`
 * with `fitOnly` (on unless the shopper asked for every vehicle), price range max made inclusive.
 */
export function filterSearchParams(state: SearchState, fixed: FixedFilter = {}, attributeValueId?: string | null): QueryParams {
  const keyword = [fixed.keyword, state.keyword].map((k) => k?.trim()).filter(Boolean).join(' ');
  const vehicle = attributeValueId && /^\d+$/.test(attributeValueId) ? Number(attributeValueId) : undefined;
  const categoryIds = state.categoryIds.length ? state.categoryIds : fixed.categoryIds ?? [];
  const brandIds = state.brandIds.length ? state.brandIds : fixed.brandIds ?? [];
  const lastPage = Math.floor(MAX_RESULT_WINDOW / PAGE_SIZE);
  return {
    keyword: keyword || undefined,
    attributeValueId: vehicle,
    fitOnly: vehicle === undefined ? undefined : !state.allVehicles,
    categoryIds: categoryIds.length ? [...categoryIds] : undefined,
    brandIds: brandIds.length ? [...brandIds] : undefined,
    collectionIds: fixed.collectionIds?.length ? [...fixed.collectionIds] : undefined,
    minPrice: state.price && state.price.min > 0 ? state.price.min : undefined,
    maxPrice: state.price && state.price.max !== null ? state.price.max - 1 : undefined,
    sort: apiSort(state.sort),
    page: Math.min(state.page, lastPage),
    size: PAGE_SIZE,
  };
}

/** The last page a shopper can reach for a total (the API stops at 10,000 results). */
export function lastPage(total: number): number {
  return Math.max(1, Math.min(Math.ceil(total / PAGE_SIZE), Math.floor(MAX_RESULT_WINDOW / PAGE_SIZE)));
}

/** Page numbers to offer around the current one: 1 … 4 5 [6] 7 8 … 20 (null = a gap). */
export function pageWindow(current: number, last: number, around = 2): Array<number | null> {
  const pages = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && p - before > 1) out.push(null);
    out.push(p);
  });
  return out;
}
