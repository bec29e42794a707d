/**
 * The filtered-items SQL as it was before the fitment keys (item.fit_keys), kept frozen as the reference
 * the comparison test (src/catalog/search/search-equivalence.test.ts) checks the live path against: a
 * vehicle's items come from its fitment rows (range scan, group by item, one item lookup each). Used by
 * that test only, through `postgresItemIndex(database, referenceItemQuery)`; do not change it along
 * with the live path.
 */
import { LISTED_STATUSES } from '../catalog/generate/statuses';
import type { ItemFilter, ItemQuery } from '../catalog/search/item-query';
import type { SqlParams } from '../catalog/search/sql-params';
import { fitmentMatch, fitStatusSql } from '../catalog/search/vehicle-fit';
import { marketColumns } from '../catalog/shop-prices';

const LISTED = LISTED_STATUSES.map((s) => `'${s}'`).join(', ');

export function referenceItemQuery(filter: ItemFilter, params: SqlParams): ItemQuery {
  const market = marketColumns(filter.shopId);
  const price = `i.${market.discountPrice}`;
  const where = [`i.${market.status} in (${LISTED})`];
  let relevance = 'null::real';
  if (filter.text) {
    const text = params.add(filter.text.value);
    if (filter.text.mode === 'fts') {
      where.push(`i.search @@ websearch_to_tsquery('english', ${text})`);
      relevance = `ts_rank(i.search, websearch_to_tsquery('english', ${text}))`;
    } else {
      // Strict word similarity (threshold 0.5): the keyword against whole-word stretches of the title.
      where.push(`${text} <<% i.title`);
      relevance = `strict_word_similarity(${text}, i.title)`;
    }
  }
  if (filter.brandIds?.length) where.push(`i.brand_id = any(${params.add(filter.brandIds)}::int[])`);
  if (filter.categoryIds?.length) where.push(`i.category_id = any(${params.add(filter.categoryIds)}::int[])`);
  if (filter.collectionIds?.length) where.push(`i.collection_id = any(${params.add(filter.collectionIds)}::int[])`);
  if (filter.minPrice !== undefined) where.push(`${price} >= ${params.add(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) where.push(`${price} <= ${params.add(filter.maxPrice)}`);
  if (filter.itemIds) where.push(`i.id = any(${params.add(filter.itemIds)}::bigint[])`);
  if (filter.excludeItemIds?.length) where.push(`i.id <> all(${params.add(filter.excludeItemIds)}::bigint[])`);
  if (filter.discountedOnly) where.push(`${price} < i.${market.originalPrice}`);
  if (filter.minDiscountPercent !== undefined) where.push(`(i.${market.originalPrice} - ${price}) * 100 >= ${params.add(filter.minDiscountPercent)} * i.${market.originalPrice}`);
  if (filter.purchasableOnly) where.push(`i.${market.status} <> 'SOLD_OUT'`);
  if (filter.universalOnly) where.push('i.vehicle_universal');

  const filtered = (fitRank: string, from: string) => `(select i.*, ${fitRank} as fit_rank, ${relevance} as relevance from ${from} where ${where.join(' and ')}) i`;
  const select = filter.topSellerPerCategory ? (fitRank: string, from: string) => topSellerPerCategory(filtered(fitRank, from)) : filtered;
  const shared = { price, originalPrice: `i.${market.originalPrice}`, status: `i.${market.status}`, relevance: filter.text ? 'i.relevance' : undefined };
  if (!filter.vehicle) {
    return {
      ...shared,
      ctes: '',
      from: select('null::int', 'item i'),
      fitStatus: filter.universalOnly ? `'FIT'` : `'EMPTY'`,
      fitOrder: filter.universalOnly ? '2' : '0',
    };
  }
  const match = fitmentMatch(filter.vehicle, params);
  let from: string;
  if (filter.fitOnly) {
    where.push('not i.vehicle_universal');
    // The vehicle's items come from its fitment rows (a few hundred, looked up by id): OFFSET 0 keeps
    // the planner from scanning every text match instead.
    from = select('vf.fit_rank', 'vf cross join lateral (select * from item where item.id = vf.item_id offset 0) i');
  } else from = select('vf.fit_rank', 'item i left join vf on vf.item_id = i.id');
  return {
    ...shared,
    ctes: `vf as (select f.item_id, max(${match.rank}) as fit_rank from fitment f where ${match.where} group by f.item_id)`,
    from,
    fitStatus: fitStatusSql('i.fit_rank', 'i.vehicle_universal'),
    fitOrder: 'case when i.fit_rank = 2 then 3 when i.vehicle_universal then 2 when i.fit_rank = 1 then 1 else 0 end',
  };
}

/** The rows of `filtered` (relation `i`) that sell best in their category, again as `i`. */
function topSellerPerCategory(filtered: string): string {
  return `(select * from (select i.*, row_number() over (partition by i.category_id order by i.sales desc, i.id) as category_rank from ${filtered}) ranked where category_rank = 1) i`;
}
