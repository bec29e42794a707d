import { describe, expect, it } from '@jest/globals';
import { apiSort, DEFAULT_SORT, SORT_OPTIONS, sortLabel } from './sort';

describe('sort options (spec §9)', () => {
  it('offers the six sorts with their exact labels, Best Match first and default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Best Match', 'Best Selling', 'Lowest Price', 'Highest Price', 'Best Rating', 'Most Reviews']);
    expect(DEFAULT_SORT).toBe('best-match');
  });

  it("maps each URL value to the API's sort value", () => {
    expect(Object.fromEntries(SORT_OPTIONS.map((o) => [o.value, apiSort(o.value)]))).toEqual({
      'best-match': 'BEST_MATCH',
      'best-selling': 'BEST_SELLING',
      'lowest-price': 'LOWEST_PRICE',
      'highest-price': 'HIGHEST_PRICE',
      'best-rating': 'BEST_RATING',
      'most-reviews': 'MOST_REVIEWS',
    });
  });

  it('falls back to Best Match for a missing or unknown value', () => {
    expect(apiSort(undefined)).toBe('BEST_MATCH');
    expect(apiSort('cheapest')).toBe('BEST_MATCH');
    expect(apiSort('LOWEST_PRICE')).toBe('BEST_MATCH');
    expect(sortLabel('nope')).toBe('Best Match');
    expect(sortLabel('most-reviews')).toBe('Most Reviews');
  });
});
