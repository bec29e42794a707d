/** A price as the API answers it (spec §3: cent, currency, precision 2). */
export interface ApiPrice {
  cent: number;
  currency: string;
  precision?: number;
}

/** An item of a results page (`/search-pro/public/items/filter-search`). */
export interface ItemSummary {
  id: number;
  title: string;
  urlHandle: string;
  brand: { id: number; name: string; urlHandle: string } | null;
  mainImage: string;
  discountPrice: ApiPrice;
  originalPrice: ApiPrice;
  currency: string;
  status: string;
  reviewCount: number;
  ratingValue: number;
  vehicleUniversal: boolean;
  partNumber: string;
}

export interface SearchAnswer {
  list: ItemSummary[];
  total: number;
  page: number;
  size: number;
  showingResultsFor?: string | null;
  didYouMean?: string | null;
}

export const FILTER_SEARCH_API = '/search-pro/public/items/filter-search';
export const ITEM_DETAIL_API = '/item/public/buyer/item/detail';
