import { badRequest } from '../../http/envelope';
import { requirePublishedItem } from '../items/published-item';
import type { ShopId } from '../shop-prices';
import type { SearchDeps } from './filter-search';
import { searchItems } from './search-items';
import type { ItemFilter } from './item-query';
import type { InternalSort } from './sorts';

export const SCENES = ['HOME_TOP_DEALS', 'HOME_RECOMMEND', 'PRODUCT_RELATED', 'CART_ADD_ON'] as const;
export type Scene = (typeof SCENES)[number];

/** Add-on items: discounted and under this price (cents). */
const ADD_ON_MAX_PRICE = 5_000;

/**
 * Items for a storefront scene, purchasable only, fitting the vehicle when one is given:
 * top deals (largest discount), best sellers, the item's category neighbours, cheap discounted add-ons.
 */
export async function recommend(deps: SearchDeps, scene: Scene, shopId: ShopId, options: { attributeValueId?: number; itemId?: number; size: number }) {
  const vehicle = options.attributeValueId !== undefined ? await deps.vehicles.require(options.attributeValueId) : undefined;
  const filter: ItemFilter = { shopId, vehicle, fitOnly: true, purchasableOnly: true };
  let sort: InternalSort = 'BEST_SELLING';
  switch (scene) {
    case 'HOME_TOP_DEALS':
      Object.assign(filter, { discountedOnly: true });
      sort = 'TOP_DEALS';
      break;
    case 'PRODUCT_RELATED': {
      if (options.itemId === undefined) throw badRequest('itemId is required for the PRODUCT_RELATED scene', [{ field: 'itemId', message: 'is required' }]);
      const item = await requirePublishedItem(deps.database, options.itemId, shopId);
      Object.assign(filter, { categoryIds: [item.categoryId], excludeItemIds: [item.id] });
      break;
    }
    case 'CART_ADD_ON':
      Object.assign(filter, { discountedOnly: true, maxPrice: ADD_ON_MAX_PRICE });
      sort = 'TOP_DEALS';
      break;
    case 'HOME_RECOMMEND':
      break;
  }
  return { scene, list: (await searchItems(deps, filter, sort, options.size)).list };
}
