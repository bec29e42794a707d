import type { SearchDeps } from '../search/filter-search';
import { searchItems } from '../search/search-items';
import { bundleUnitCent, priceOf, type ShopId } from '../shop-prices';
import { requirePublishedItem } from './published-item';

/** Bundles holding the item whose every item can be bought in this shop, with their prices. */
export async function bundleList(deps: SearchDeps, itemId: number, shopId: ShopId) {
  await requirePublishedItem(deps.database, itemId, shopId);
  const bundles = await deps.database.query<{ id: number; name: string; itemIds: number[]; discountPercent: number }>(
    `select id, name, item_ids as "itemIds", discount_percent::int as "discountPercent" from bundle where item_ids @> $1::jsonb order by id`,
    [JSON.stringify([itemId])],
  );
  const ids = [...new Set(bundles.flatMap((b) => b.itemIds))];
  const items = ids.length ? (await searchItems(deps, { shopId, purchasableOnly: true, itemIds: ids }, 'BEST_SELLING', ids.length)).list : [];
  const byId = new Map(items.map((i) => [i.id, i]));
  const list = [];
  for (const bundle of bundles) {
    const members = bundle.itemIds.map((id) => byId.get(id));
    if (members.some((m) => !m)) continue;
    const original = members.reduce((sum, m) => sum + m!.discountPrice.cent, 0);
    const price = members.reduce((sum, m) => sum + bundleUnitCent(m!.discountPrice.cent, bundle.discountPercent), 0);
    list.push({
      id: bundle.id,
      name: bundle.name,
      discountPercent: bundle.discountPercent,
      items: members,
      originalTotal: priceOf(original, shopId),
      bundlePrice: priceOf(price, shopId),
    });
  }
  return list;
}
