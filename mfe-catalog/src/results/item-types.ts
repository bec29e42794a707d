/** A price as the API answers it (spec §3: cent, currency, precision 2). */
export interface ApiPrice {
  cent: number;
  currency: string;
  precision?: number;
}

/** An image entry (spec §3 itemImages); `size` is "WxH". */
export interface ApiImage {
  url: string;
  size?: string;
  title?: string;
}

/** Spec §4 fit status. */
export type FitStatus = 'FIT' | 'NOT_FIT' | 'UNCERTAIN' | 'EMPTY';

/** An item of a results page (`/search-pro/public/items/filter-search`). */
export interface ItemSummary {
  id: number;
  title: string;
  urlHandle: string;
  brand: { id: number; name: string; urlHandle: string } | null;
  categoryId?: number;
  mainImage: ApiImage | null;
  discountPrice: ApiPrice;
  originalPrice: ApiPrice;
  currency: string;
  /** Spec §4 product status; only ON_SHELVES is purchasable. */
  status: string;
  availableTotal?: number;
  reviewCount: number;
  ratingValue: number;
  vehicleUniversal: boolean;
  partNumber: string;
  skuId: number;
  fitStatus?: FitStatus;
}

export interface SearchFacets {
  categories: Array<{ id: number; name: string; urlHandle: string; count: number }>;
  brands: Array<{ id: number; name: string; count: number }>;
  /** Cents; `max` exclusive, null on the last range. */
  prices: Array<{ min: number; max: number | null; count: number }>;
  fit: Record<FitStatus, number>;
}

/** The vehicle the API applied (its own names for the attributeValueId sent). */
export interface AppliedVehicle {
  attributeValueId: number;
  level: number;
  label: string;
}

export interface SearchAnswer {
  list: ItemSummary[];
  total: number;
  page: number;
  size: number;
  facets?: SearchFacets;
  /** A likely spelling of a keyword that found little or nothing. */
  didYouMean?: string | null;
  /** The keyword found nothing: the list holds the results for this corrected keyword instead. */
  showingResultsFor?: string | null;
  appliedVehicle?: AppliedVehicle;
}

export const FILTER_SEARCH_API = '/search-pro/public/items/filter-search';
export const ITEM_DETAIL_API = '/item/public/buyer/item/detail';
