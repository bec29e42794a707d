import { describe, expect, it } from '@jest/globals';
import { listingFrame } from './listing-frame';

describe('listingFrame', () => {
  it('builds a year-make-model category heading and a breadcrumb whose last item is disabled', () => {
    const f = listingFrame({ name: 'categoryYear', params: { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' }, query: {} });
    expect(f.exists).toBe(true);
    expect(f.heading).toBe('2018 Toyota Corolla Headlights');
    expect(f.breadcrumb.map((b) => b.link)).toEqual(['/', '/headlights', '/headlights/toyota', '/headlights/toyota/corolla', '/headlights/toyota/corolla/2018']);
    expect(f.breadcrumb.map((b) => b.disabled)).toEqual([false, false, false, false, true]);
  });

  it('marks an unknown category handle as not existing', () => {
    expect(listingFrame({ name: 'category', params: { urlHandle: 'no-such-thing' }, query: {} }).exists).toBe(false);
    expect(listingFrame({ name: 'category', params: { urlHandle: 'constructor' }, query: {} }).exists).toBe(false);
  });

  it('names brand, make and search pages', () => {
    expect(listingFrame({ name: 'brandCategory', params: { brand: 'morimoto', urlHandle: 'fog-lights' }, query: {} }).heading).toBe('Morimoto Fog Lights');
    expect(listingFrame({ name: 'make', params: { make: 'land-rover' }, query: {} }).heading).toBe('Land Rover parts');
    expect(listingFrame({ name: 'search', params: {}, query: { keyword: 'headlight' } }).heading).toBe('Results for "headlight"');
  });
});
