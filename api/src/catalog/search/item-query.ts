import { LISTED_STATUSES } from '../generate/statuses';
import { marketColumns, type ShopId } from '../shop-prices';
import type { SqlParams } from './sql-params';
import { fitKeysMatch, fitmentMatch, fitStatusSql, type FitVehicle } from './vehicle-fit';

/** Which listed items a search, a recommendation or a facet count looks at. */
export interface ItemFilter {
  shopId: ShopId;
  /** Full text (websearch syntax) or, as the last typo fallback, trigram word similarity on the title. */
  text?: { mode: 'fts' | 'trigram'; value: string };
  vehicle?: FitVehicle;
  /**
   * With a vehicle: only the vehicle-specific FIT and UNCERTAIN items. The universal ones are the same
   * for every vehicle: search-items asks for them separately (`universalOnly`) and merges.
   */
  fitOnly?: boolean;
  /** Only universal parts, as a vehicle search sees them (FIT, ranked after vehicle-specific fits). */
  universalOnly?: boolean;
  brandIds?: number[];
  /** Already expanded to descendants. */
  categoryIds?: number[];
  collectionIds?: number[];
  /** Cents, on the market's current (discount) price. */
  minPrice?: number;
  maxPrice?: number;
  /** Only these items (bundles). */
  itemIds?: number[];
  excludeItemIds?: number[];
  discountedOnly?: boolean;
  /** Only items at least this many percent off (on the market's prices). */
  minDiscountPercent?: number;
  /** Only each category's best-selling item among the others the filter keeps (one part of each kind). */
  topSellerPerCategory?: boolean;
  /** Leave out SOLD_OUT (recommendations and bundles offer only what can be bought). */
  purchasableOnly?: boolean;
}

/** SQL pieces the search queries share: `select … from ${from}` over the filtered items. */
export interface ItemQuery {
  /** Common table expressions `from` needs (`vf as (…)`), or ''. */
  ctes: string;
  /** The filtered items as relation `i`: item columns plus `fit_rank` (2 FIT, 1 UNCERTAIN, NULL) and `relevance`. */
  from: string;
  /** The market's current price, original price and status columns. */
  price: string;
  originalPrice: string;
  status: string;
  fitStatus: string;
  /** 3 vehicle-specific FIT, 2 universal, 1 UNCERTAIN, 0 NOT_FIT (or no vehicle). */
  fitOrder: string;
  /** Text relevance, or undefined without text. */
  relevance?: string;
}

const LISTED = LISTED_STATUSES.map((s) => `'${s}'`).join(', ');

export function itemQuery(filter: ItemFilter, params: SqlParams): ItemQuery {
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
      // The operator can use the title's trigram index; among one vehicle's few hundred items the
      // same test as a function checks each row instead (the index scan read thousands of titles).
      where.push(filter.vehicle && filter.fitOnly ? `strict_word_similarity(${text}, i.title) >= 0.5` : `${text} <<% i.title`);
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
  const vehicleShared = {
    ...shared,
    fitStatus: fitStatusSql('i.fit_rank', 'i.vehicle_universal'),
    fitOrder: 'case when i.fit_rank = 2 then 3 when i.vehicle_universal then 2 when i.fit_rank = 1 then 1 else 0 end',
  };
  const keys = fitKeysMatch(filter.vehicle, params);
  if (keys) {
    // Year, make or model: the item row answers (GIN on fit_keys), no fitment rows read.
    if (filter.fitOnly) where.push('not i.vehicle_universal', keys.fits);
    return { ...vehicleShared, ctes: '', from: select(filter.fitOnly ? keys.rank : keys.rankOrNull, 'item i') };
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
    ...vehicleShared,
    ctes: `vf as (select f.item_id, max(${match.rank}) as fit_rank from fitment f where ${match.where} group by f.item_id)`,
    from,
  };
}

/** The rows of `filtered` (relation `i`) that sell best in their category, again as `i`. */
function topSellerPerCategory(filtered: string): string {
  return `(select * from (select i.*, row_number() over (partition by i.category_id order by i.sales desc, i.id) as category_rank from ${filtered}) ranked where category_rank = 1) i`;
}
