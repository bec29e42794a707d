import type { CurrentVehicle } from '@axlebay/shared-lib';
import type { ItemSummary, SearchAnswer, SearchFacets } from '../results/item-types';

/** Test data shaped like the API's answers (filter-search, vehicles). */
export const corolla: CurrentVehicle = { year: '36717', yearName: '2018', make: '41282', makeName: 'Toyota', model: '41313', modelName: 'Corolla', attributeValueId: '41313' };
export const civic: CurrentVehicle = { year: '1', yearName: '2015', make: '5', makeName: 'Honda', model: '6', modelName: 'Civic', attributeValueId: '777' };

export function item(id: number, title: string, extra: Partial<ItemSummary> = {}): ItemSummary {
  return {
    id,
    title,
    urlHandle: `part-${id}`,
    brand: { id: 3, name: 'Lumatrek', urlHandle: 'lumatrek' },
    categoryId: 601,
    mainImage: { url: `http://api.test/item/public/image/item/${id}/0.svg`, size: '1600x1600' },
    discountPrice: { cent: 4599, currency: 'USD', precision: 2 },
    originalPrice: { cent: 5999, currency: 'USD', precision: 2 },
    currency: 'USD',
    status: 'ON_SHELVES',
    availableTotal: 40,
    reviewCount: 12,
    ratingValue: 4.4,
    vehicleUniversal: false,
    partNumber: `LMT-${id}`,
    skuId: 20000000 + id,
    fitStatus: 'FIT',
    ...extra,
  };
}

export const facets: SearchFacets = {
  categories: [
    { id: 601, name: 'Brake Pads', urlHandle: 'brake-pads', count: 30 },
    { id: 602, name: 'Brake Rotors', urlHandle: 'brake-rotors', count: 12 },
  ],
  brands: [
    { id: 19, name: 'Brakeline Pro', count: 25 },
    { id: 3, name: 'Lumatrek', count: 17 },
  ],
  prices: [
    { min: 0, max: 2500, count: 4 },
    { min: 2500, max: 5000, count: 20 },
    { min: 5000, max: 10000, count: 18 },
    { min: 10000, max: 20000, count: 0 },
    { min: 20000, max: 50000, count: 0 },
    { min: 50000, max: null, count: 0 },
  ],
  fit: { FIT: 38, UNCERTAIN: 4, NOT_FIT: 0, EMPTY: 0 },
};

export function answer(extra: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    list: [item(1, '2018 Toyota Corolla Front Ceramic Brake Pads'), item(2, 'Universal Brake Cleaner', { status: 'SOLD_OUT', vehicleUniversal: true })],
    total: 42,
    page: 1,
    size: 24,
    facets,
    ...extra,
  };
}

export const emptyAnswer = (extra: Partial<SearchAnswer> = {}): SearchAnswer => answer({ list: [], total: 0, facets: { categories: [], brands: [], prices: [], fit: { FIT: 0, UNCERTAIN: 0, NOT_FIT: 0, EMPTY: 0 } }, ...extra });

export const SEARCH = 'GET /search-pro/public/items/filter-search';
