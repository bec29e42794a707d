import { describe, expect, it } from '@jest/globals';
import { listingFrame } from './listing-frame';

const crumbs = (f: ReturnType<typeof listingFrame>) => f.breadcrumb.map((b) => [b.name, b.link, b.disabled]);

describe('listingFrame', () => {
  it('builds a year-make-model category heading from the URL alone, breadcrumb last item disabled', () => {
    const f = listingFrame({ name: 'categoryYear', params: { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' }, query: {} });
    expect(f.heading).toBe('2018 Toyota Corolla Headlights');
    expect(f.title).toBe('2018 Toyota Corolla Headlights');
    expect(f.breadcrumb.map((b) => b.link)).toEqual(['/', '/headlights', '/headlights/toyota', '/headlights/toyota/corolla', '/headlights/toyota/corolla/2018']);
    expect(f.breadcrumb.map((b) => b.disabled)).toEqual([false, false, false, false, true]);
  });

  it('uses the API names once known: department in the path, exact vehicle names', () => {
    const f = listingFrame(
      { name: 'categoryYear', params: { urlHandle: 'headlights', makeValue: 'mazda', modelValue: 'cx-5', yearValue: '2019' }, query: {} },
      {
        categories: [
          { name: 'Lighting', urlHandle: 'lighting' },
          { name: 'Headlights', urlHandle: 'headlights' },
        ],
        vehicle: { make: 'Mazda', model: 'CX-5', year: '2019' },
      },
    );
    expect(f.heading).toBe('2019 Mazda CX-5 Headlights');
    expect(crumbs(f)).toEqual([
      ['Home', '/', false],
      ['Lighting', '/lighting', false],
      ['Headlights', '/headlights', false],
      ['Mazda', '/headlights/mazda', false],
      ['CX-5', '/headlights/mazda/cx-5', false],
      ['2019', '/headlights/mazda/cx-5/2019', true],
    ]);
  });

  it('names make and make-model category pages', () => {
    expect(listingFrame({ name: 'categoryMake', params: { urlHandle: 'brake-pads', makeValue: 'land-rover' }, query: {} }).heading).toBe('Land Rover Brake Pads');
    expect(listingFrame({ name: 'categoryModel', params: { urlHandle: 'brake-pads', makeValue: 'toyota', modelValue: 'corolla' }, query: {} }).heading).toBe('Toyota Corolla Brake Pads');
  });

  it('names brand, make, collection, parts and search pages, each breadcrumb ending disabled', () => {
    const brand = listingFrame({ name: 'brandCategory', params: { brand: 'nightforge', urlHandle: 'fog-lights' }, query: {} }, { brand: { name: 'Nightforge', urlHandle: 'nightforge' }, categories: [{ name: 'Fog Lights', urlHandle: 'fog-lights' }] });
    expect(brand.heading).toBe('Nightforge Fog Lights');
    expect(crumbs(brand)).toEqual([
      ['Home', '/', false],
      ['Brands', '/brands', false],
      ['Nightforge', '/brands/nightforge', false],
      ['Fog Lights', '/brands/nightforge/fog-lights', true],
    ]);
    expect(listingFrame({ name: 'make', params: { make: 'land-rover' }, query: {} }).heading).toBe('Land Rover parts');
    expect(listingFrame({ name: 'make', params: { make: 'bmw' }, query: {} }, { make: { name: 'BMW', urlHandle: 'bmw' } }).heading).toBe('BMW parts');
    const collection = listingFrame({ name: 'collection', params: { urlHandle: 'top-deals' }, query: {} }, { collections: [{ name: 'Deals', urlHandle: 'deals' }, { name: 'Top Deals', urlHandle: 'top-deals' }] });
    expect(collection.heading).toBe('Top Deals');
    expect(crumbs(collection)).toEqual([
      ['Home', '/', false],
      ['Deals', '/collection/deals', false],
      ['Top Deals', '/collection/top-deals', true],
    ]);
    expect(listingFrame({ name: 'partsUncertain', params: { uncertain: 'wiper-blades' }, query: {} }).heading).toBe('Wiper Blades');
    expect(crumbs(listingFrame({ name: 'categories', params: {}, query: {} }))).toEqual([
      ['Home', '/', false],
      ['Categories', '/categories', true],
    ]);
  });

  it('names the search page after its keyword, with the keyword kept in the breadcrumb', () => {
    const f = listingFrame({ name: 'search', params: {}, query: { keyword: 'headlight' } });
    expect(f.heading).toBe('Results for "headlight"');
    expect(f.breadcrumb.at(-1)).toEqual({ name: 'Search results for "headlight"', link: '/search', disabled: true, query: { keyword: 'headlight' } });
    expect(listingFrame({ name: 'search', params: {}, query: {} }).heading).toBe('Search parts');
  });
});
