import type { MediaEntry } from '../generate/images';
import type { SearchDeps } from '../search/filter-search';
import type { FitStatus } from '../search/vehicle-fit';
import { currencyOf, marketColumns, priceOf, type ShopId } from '../shop-prices';

export interface SummaryRow {
  id: number;
  title: string;
  urlHandle: string;
  brandId: number;
  categoryId: number;
  discountCent: number;
  originalCent: number;
  status: string;
  availableTotal: number;
  ratingValue: number;
  reviewCount: number;
  sales: number;
  vehicleUniversal: boolean;
  partNumber: string;
  skuId: number;
  campaignMark: string;
  mainImage: MediaEntry | null;
}

const summarySql = (market: ReturnType<typeof marketColumns>) =>
  // ids cast to int: node-postgres returns bigint as text.
  `select i.id::int as id, i.title, i.url_handle as "urlHandle", i.brand_id as "brandId", i.category_id as "categoryId",
          i.${market.discountPrice} as "discountCent", i.${market.originalPrice} as "originalCent", i.${market.status} as status,
          i.available_total as "availableTotal", i.rating_value as "ratingValue", i.review_count as "reviewCount", i.sales,
          i.vehicle_universal as "vehicleUniversal", i.part_number as "partNumber", i.sku_id::int as "skuId",
          i.campaign_mark as "campaignMark", c.item_images -> 0 as "mainImage"
   from item i join item_content c on c.item_id = i.id where i.id = any($1::bigint[])`;

/**
 * The rows of these items: from the kept cards (`SearchCache.cards`) where there are, the others in one
 * statement. Ids whose rows are missing (an item gone) are left out.
 */
async function summaryRows(deps: SearchDeps, ids: readonly number[], shopId: ShopId): Promise<SummaryRow[]> {
  const query = (wanted: readonly number[]) => deps.database.query<SummaryRow>(summarySql(marketColumns(shopId)), [wanted], { prepare: true });
  const cards = deps.cache.cards;
  if (!cards) return query(ids);
  // The cache asks for each missing row as it meets it; one statement, after all are asked, reads them all.
  const missing: number[] = [];
  let batch: Promise<Map<number, SummaryRow>> | undefined;
  const load = (id: number) => {
    missing.push(id);
    batch ??= Promise.resolve().then(async () => new Map((await query(missing)).map((r) => [r.id, r])));
    return batch.then((rows) => rows.get(id));
  };
  const rows = await Promise.all(ids.map((id) => cards.get(`${shopId}:${id}`, () => load(id))));
  return rows.filter((row): row is SummaryRow => row !== undefined);
}

/** Listing cards for ranked hits, in their order, in the shop's currency. */
export async function itemSummaries(deps: SearchDeps, hits: readonly { id: number; fitStatus: FitStatus }[], shopId: ShopId) {
  if (hits.length === 0) return [];
  const [rows, brands] = await Promise.all([summaryRows(deps, hits.map((h) => h.id), shopId), deps.lookups.brands()]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hits.flatMap(({ id, fitStatus }) => {
    const row = byId.get(id);
    if (!row) return [];
    const brand = brands.get(row.brandId);
    return [
      {
        id: row.id,
        title: row.title,
        urlHandle: row.urlHandle,
        brand: brand ? { id: brand.id, name: brand.name, urlHandle: brand.urlHandle } : null,
        categoryId: row.categoryId,
        mainImage: row.mainImage,
        discountPrice: priceOf(row.discountCent, shopId),
        originalPrice: priceOf(row.originalCent, shopId),
        currency: currencyOf(shopId),
        status: row.status,
        availableTotal: row.availableTotal,
        ratingValue: row.ratingValue,
        reviewCount: row.reviewCount,
        sales: row.sales,
        vehicleUniversal: row.vehicleUniversal,
        partNumber: row.partNumber,
        skuId: row.skuId,
        campaignMark: row.campaignMark,
        fitStatus,
      },
    ];
  });
}

export type ItemSummary = Awaited<ReturnType<typeof itemSummaries>>[number];
