import { describe, expect, it } from '@jest/globals';
import { filterSearchParams, lastPage, pageWindow } from './search-request';
import { EMPTY_SEARCH_STATE } from './search-state';

describe('filterSearchParams', () => {
  it('sends the vehicle with fitOnly on by default, off when the shopper wants every vehicle', () => {
    const state = { ...EMPTY_SEARCH_STATE, keyword: 'brake pads' };
    expect(filterSearchParams(state, {}, '41313')).toEqual({
      keyword: 'brake pads',
      attributeValueId: 41313,
      fitOnly: true,
      sort: 'BEST_MATCH',
      page: 1,
      size: 24,
    });
    expect(filterSearchParams({ ...state, allVehicles: true }, {}, '41313')).toMatchObject({ attributeValueId: 41313, fitOnly: false });
    const none = filterSearchParams(state, {}, null);
    expect(none.attributeValueId).toBeUndefined();
    expect(none.fitOnly).toBeUndefined();
  });

  it('maps facets, price (max made inclusive) and sort; the fixed filter applies until a facet narrows it', () => {
    const params = filterSearchParams(
      { ...EMPTY_SEARCH_STATE, sort: 'highest-price', brandIds: [3], price: { min: 2500, max: 5000 }, page: 2 },
      { keyword: 'Toyota', categoryIds: [100], collectionIds: [2] },
    );
    expect(params).toMatchObject({ keyword: 'Toyota', categoryIds: [100], brandIds: [3], collectionIds: [2], minPrice: 2500, maxPrice: 4999, sort: 'HIGHEST_PRICE', page: 2 });
    expect(filterSearchParams({ ...EMPTY_SEARCH_STATE, categoryIds: [101] }, { categoryIds: [100] }).categoryIds).toEqual([101]);
    const top = filterSearchParams({ ...EMPTY_SEARCH_STATE, price: { min: 50000, max: null } });
    expect(top.minPrice).toBe(50000);
    expect(top.maxPrice).toBeUndefined();
  });

  it('never asks beyond the API result window', () => {
    expect(filterSearchParams({ ...EMPTY_SEARCH_STATE, page: 999 }).page).toBe(416);
    expect(lastPage(0)).toBe(1);
    expect(lastPage(25)).toBe(2);
    expect(lastPage(1_000_000)).toBe(416);
  });
});

describe('pageWindow', () => {
  it('shows first, last and the pages around the current one with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
