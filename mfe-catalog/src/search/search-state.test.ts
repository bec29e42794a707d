import { describe, expect, it } from '@jest/globals';
import {
  clearFilters,
  EMPTY_SEARCH_STATE,
  hasFilters,
  parsePrice,
  parseSearchState,
  searchStateToQuery,
  searchUrl,
  toggleFacet,
  togglePrice,
  withAllVehicles,
  withPage,
  withSort,
  type SearchState,
} from './search-state';

const full: SearchState = {
  keyword: 'led headlight',
  sort: 'lowest-price',
  categoryIds: [101, 105],
  brandIds: [3],
  price: { min: 2500, max: 5000 },
  page: 3,
  allVehicles: true,
};

describe('search state in the URL', () => {
  it('round-trips every field through the query', () => {
    const query = searchStateToQuery(full);
    expect(query).toEqual({ keyword: 'led headlight', sort: 'lowest-price', category: '101,105', brand: '3', price: '25-50', page: '3', allVehicles: '1' });
    expect(parseSearchState(query)).toEqual(full);
  });

  it('leaves the defaults out, so a plain search stays /search?keyword=…', () => {
    expect(searchStateToQuery({ ...EMPTY_SEARCH_STATE, keyword: 'wipers' })).toEqual({ keyword: 'wipers' });
    expect(searchStateToQuery(EMPTY_SEARCH_STATE)).toEqual({});
    expect(parseSearchState({})).toEqual(EMPTY_SEARCH_STATE);
  });

  it('reads a shared link leniently: bad values fall back, ids are deduplicated and ordered', () => {
    expect(parseSearchState({ q: ' brake   pads ', sort: 'cheapest', category: '105,x,101,105,-2', brand: '', page: '0', price: '50-25', allVehicles: 'yes' })).toEqual({
      ...EMPTY_SEARCH_STATE,
      keyword: 'brake pads',
      categoryIds: [101, 105],
    });
    expect(parseSearchState({ page: '99999' }).page).toBe(1);
    expect(parseSearchState({ page: '2000' }).page).toBe(1000);
    expect(parseSearchState({ allVehicles: 'true' }).allVehicles).toBe(true);
  });

  it('parses price ranges in whole currency units, open-ended at the top', () => {
    expect(parsePrice('0-25')).toEqual({ min: 0, max: 2500 });
    expect(parsePrice('500-')).toEqual({ min: 50000, max: null });
    expect(parsePrice('19.99-40.5')).toEqual({ min: 1999, max: 4050 });
    for (const bad of ['', '-', '-25', 'abc-5', '25', '30-30', '1e3-']) expect(parsePrice(bad)).toBeNull();
    expect(searchStateToQuery({ ...EMPTY_SEARCH_STATE, price: { min: 50000, max: null } })).toEqual({ price: '500-' });
  });

  it('keeps query keys it does not own when building the next URL', () => {
    const url = searchUrl('/search', { keyword: 'x', market: '2023', page: '4' }, { ...EMPTY_SEARCH_STATE, keyword: 'brake pads', sort: 'best-rating' });
    expect(url).toBe('/search?market=2023&keyword=brake+pads&sort=best-rating');
    expect(searchUrl('/headlights', { page: '2' }, EMPTY_SEARCH_STATE)).toBe('/headlights');
    // What the URL says is exactly what the next page load reads back.
    const back = Object.fromEntries(new URL(`http://shop${searchUrl('/search', {}, full)}`).searchParams);
    expect(parseSearchState(back)).toEqual(full);
  });
});

describe('facet toggling', () => {
  const start: SearchState = { ...EMPTY_SEARCH_STATE, keyword: 'brake', page: 4 };

  it('adds and removes a category or brand, back to page 1 each time', () => {
    const one = toggleFacet(start, 'category', 602);
    expect(one).toMatchObject({ categoryIds: [602], page: 1 });
    const two = toggleFacet(one, 'category', 601);
    expect(two.categoryIds).toEqual([601, 602]);
    expect(toggleFacet(two, 'category', 602).categoryIds).toEqual([601]);
    const brand = toggleFacet(start, 'brand', 19);
    expect(brand).toMatchObject({ brandIds: [19], categoryIds: [], page: 1 });
    expect(toggleFacet(brand, 'brand', 19).brandIds).toEqual([]);
  });

  it('selects one price range: another replaces it, the same one clears it', () => {
    const a = togglePrice(start, { min: 2500, max: 5000 });
    expect(a.price).toEqual({ min: 2500, max: 5000 });
    const b = togglePrice(a, { min: 5000, max: 10000 });
    expect(b.price).toEqual({ min: 5000, max: 10000 });
    expect(togglePrice(b, { min: 5000, max: 10000 }).price).toBeNull();
  });

  it('resets the page on sort and vehicle changes, clears all filters at once', () => {
    expect(withSort(start, 'most-reviews')).toMatchObject({ sort: 'most-reviews', page: 1 });
    expect(withAllVehicles(start, true)).toMatchObject({ allVehicles: true, page: 1 });
    expect(withPage(start, 0).page).toBe(1);
    expect(withPage(start, 7).page).toBe(7);
    expect(hasFilters(full)).toBe(true);
    const cleared = clearFilters(full);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ keyword: 'led headlight', sort: 'lowest-price', allVehicles: true, page: 1 });
  });
});
