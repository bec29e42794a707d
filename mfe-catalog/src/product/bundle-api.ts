import type { ApiClient } from '@axlebay/shared-lib';
import type { ApiItemSummary, ApiPrice } from './api';

export const BUNDLE_LIST_API = '/search-pro/public/bundle/list';

/**
 * A bundle holding the item (spec §7 `/search-pro/public/bundle/list`): its members as list items,
 * their total at today's prices and the bundle price the cart charges when all are bought together.
 */
export interface BundleOffer {
  id: number;
  name: string;
  discountPercent: number;
  items: ApiItemSummary[];
  originalTotal: ApiPrice;
  bundlePrice: ApiPrice;
}

export const loadBundles = (api: ApiClient, itemId: number) => api.get<BundleOffer[]>(BUNDLE_LIST_API, { itemId });
