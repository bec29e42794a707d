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

/** A top deal takes at least this much off: well past the spec §9 badge threshold (10%). */
export const TOP_DEAL_MIN_PERCENT = 20;

/**
 * Items for a storefront scene, purchasable only, fitting the vehicle when one is given:
 * top deals, best sellers, the item's category neighbours, cheap discounted add-ons.
 *
 * Top deals work like large stores' deal pages, which feature popular items with a real discount
 * across departments rather than the deepest markdowns: of each category, the best-selling item at
 * least TOP_DEAL_MIN_PERCENT off, biggest discount first. (The deepest markdowns alone would be the
 * same few percent on one kind of part.) With a vehicle, its own parts and the universal ones are
 * ranked apart (see search-items), so a category can come twice: twice the size is asked for and
 * the second dropped.
 */
export async function recommend(deps: SearchDeps, scene: Scene, shopId: ShopId, options: { attributeValueId?: number; itemId?: number; size: number }) {
  const vehicle = options.attributeValueId !== undefined ? await deps.vehicles.require(options.attributeValueId) : undefined;
  const filter: ItemFilter = { shopId, vehicle, fitOnly: true, purchasableOnly: true };
  let sort: InternalSort = 'BEST_SELLING';
  switch (scene) {
    case 'HOME_TOP_DEALS': {
      Object.assign(filter, { discountedOnly: true, minDiscountPercent: TOP_DEAL_MIN_PERCENT, topSellerPerCategory: true });
      const { list } = await searchItems(deps, filter, 'TOP_DEALS', vehicle ? options.size * 2 : options.size);
      return { scene, list: oneOfEachCategory(list).slice(0, options.size) };
    }
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

function oneOfEachCategory<T extends { categoryId: number }>(list: readonly T[]): T[] {
  const seen = new Set<number>();
  return list.filter((item) => !seen.has(item.categoryId) && seen.add(item.categoryId));
}
