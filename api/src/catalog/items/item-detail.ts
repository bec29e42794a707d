import type { Database } from '../../db/client';
import { notFound, ok } from '../../http/envelope';
import { UNPUBLISHED_STATUSES } from '../generate/statuses';
import type { SearchDeps } from '../search/filter-search';
import { SqlParams } from '../search/sql-params';
import { appliedVehicle, fitmentMatch, fitStatusSql, type FitStatus, type FitVehicle } from '../search/vehicle-fit';
import { freeShippingThresholdCent, shippingOptions } from '../../pricing/shipping';
import { currencyOf, marketColumns, priceOf, type ShopId } from '../shop-prices';
import { TtlCache } from '../search/ttl-cache';
import { ItemPageCache } from './item-page-cache';

/** Spec §3: the rating scale's default value (shown while an item has no reviews). */
export const DEFAULT_RATING = 4.6;
const BEST_RATING = 5;

const detailColumns = (market: ReturnType<typeof marketColumns>) => `i.id::int as id, i.title, i.sub_title as "subTitle",
  c.detail_content as "detailContent", c.installation, c.warranty, c.country, c.location, c.quantity, c.in_kind as "inKind",
  i.vehicle_universal as "vehicleUniversal", c.alt, c.special_note as "specialNote", i.brand_id as "brandId",
  i.category_id as "categoryId", i.collection_id as "collectionId", c.item_condition as "itemCondition",
  c.item_customs as "itemCustoms", c.item_images as "itemImages", c.additional_videos as "additionalVideos",
  c.additional_video_cover_url as "additionalVideoCoverUrl", i.us_status as "usStatus", i.ca_status as "caStatus",
  i.${market.status} as "shopStatus", i.${market.originalPrice} as "originalCent", i.${market.discountPrice} as "discountCent",
  i.sku_id::int as "skuId", i.available_total as "availableTotal", i.aces, c.bar_code as "barCode", c.color,
  i.part_number as "partNumber", c.part_number_customs as "partNumberCustoms", c.sku_customs as "skuCustoms",
  i.campaign_mark as "campaignMark", c.item_decorate as "itemDecorate", c.logistics_list as "logisticsList", c.seo,
  i.rating_value as "ratingValue", i.review_count as "reviewCount", i.sales, i.url_handle as "urlHandle",
  lc.review_count as "leafReviewCount", lc.rating_value as "leafRatingValue"`;

type DetailRow = Record<string, unknown> & {
  id: number;
  title: string;
  urlHandle: string;
  brandId: number;
  categoryId: number;
  collectionId: number | null;
  shopStatus: string;
  originalCent: number;
  discountCent: number;
  vehicleUniversal: boolean;
  ratingValue: number;
  reviewCount: number;
  leafReviewCount: number | null;
  leafRatingValue: number | null;
};

/**
 * What the product page keeps between requests: its serialized answer per shop, handle and day (stock
 * and ratings dropped when written, item-page-cache.ts), and fit statuses per item and vehicle (fitment
 * rows do not change while the API runs).
 */
export interface ProductPages {
  /** The answer serialized once per shop, handle and day, without its vehicle's part (itemDetailAnswer). */
  answers: ItemPageCache<SerializedDetail>;
  fitStatuses: TtlCache<FitStatus>;
}

export function createProductPages(): ProductPages {
  return { answers: new ItemPageCache<SerializedDetail>(5_000, 10_000), fitStatuses: new TtlCache<FitStatus>(20_000, 10 * 60_000) };
}

/** A product page answer as JSON up to where the vehicle's fields go (the end of `data`; ENVELOPE_END follows). */
interface SerializedDetail {
  id: number;
  vehicleUniversal: boolean;
  head: string;
}

export interface ItemDetailDeps extends SearchDeps {
  productPages: ProductPages;
}

/** An item's fit status for a vehicle (EMPTY without one). */
export async function itemFitStatus(database: Database, itemId: number, universal: boolean, vehicle: FitVehicle | undefined): Promise<FitStatus> {
  if (!vehicle) return 'EMPTY';
  if (universal) return 'FIT';
  const params = new SqlParams();
  const id = params.add(itemId);
  const match = fitmentMatch(vehicle, params);
  const rows = await database.query<{ status: FitStatus }>(
    `select ${fitStatusSql(`max(${match.rank})`, 'false')} as status from fitment f where f.item_id = ${id} and ${match.where}`,
    params.values,
    { prepare: true },
  );
  return rows[0]?.status ?? 'NOT_FIT';
}

/** The fields of the answer that depend on the shopper's vehicle, last in `data`. */
async function vehicleFields(deps: ItemDetailDeps, item: { id: number; vehicleUniversal: boolean }, vehicle: FitVehicle | undefined) {
  const fitStatus: FitStatus = vehicle
    ? await deps.productPages.fitStatuses.getOrLoad(`${item.id}:${vehicle.attributeValueId}`, () => itemFitStatus(deps.database, item.id, item.vehicleUniversal, vehicle))
    : 'EMPTY';
  return { fitStatus, ...(vehicle ? { appliedVehicle: appliedVehicle(vehicle) } : {}) };
}

const ENVELOPE_END = '},"msg":"success"}';

/**
 * The product page answer as the route sends it (the `ok` envelope, serialized), with the fit status
 * for the shopper's vehicle (EMPTY without one). Building and serializing it was most of a popular
 * product's cost, so it is serialized once per shop, handle and day (the shipping plans' dates) and
 * kept per item (item-page-cache.ts), dropped when its stock or ratings are written; the vehicle's fields
 * are written in per request.
 */
export async function itemDetailAnswer(deps: ItemDetailDeps, urlHandle: string, shopId: ShopId, attributeValueId?: number): Promise<string> {
  const vehicle = attributeValueId !== undefined ? await deps.vehicles.require(attributeValueId) : undefined;
  const today = new Date();
  const page = await deps.productPages.answers.get(`${shopId}:${urlHandle}:${today.toISOString().slice(0, 10)}`, async () => {
    const detail = await shopItemDetail(deps, urlHandle, shopId, today);
    const json = JSON.stringify(ok(detail));
    if (!json.endsWith(ENVELOPE_END)) throw new Error('The answer envelope changed shape: itemDetailAnswer cannot cut it.');
    return { id: detail.id, vehicleUniversal: detail.vehicleUniversal, head: json.slice(0, -ENVELOPE_END.length) };
  });
  if (!page) throw notFound(`No product with urlHandle "${urlHandle}"`);
  const fields = JSON.stringify(await vehicleFields(deps, page, vehicle));
  return `${page.head},${fields.slice(1, -1)}${ENVELOPE_END}`;
}

/**
 * The product page's item (every spec §3 Product field) by urlHandle, in the shop's currency, with
 * breadcrumb and SEO record: every field but the vehicle's. Drafts and deleted items have no page: 404.
 */
async function shopItemDetail(deps: ItemDetailDeps, urlHandle: string, shopId: ShopId, today: Date) {
  // Read only when the serialized answer is not kept (itemDetailAnswer), so not kept itself.
  const sql = `select ${detailColumns(marketColumns(shopId))} from item i join item_content c on c.item_id = i.id left join category lc on lc.id = i.category_id where i.url_handle = $1`;
  const row = (await deps.database.query<DetailRow>(sql, [urlHandle], { prepare: true }))[0];
  if (!row || (UNPUBLISHED_STATUSES as readonly string[]).includes(row.shopStatus)) throw notFound(`No product with urlHandle "${urlHandle}"`);

  const [categories, brands, collections] = await Promise.all([deps.lookups.categories(), deps.lookups.brands(), deps.lookups.collections()]);
  const leaf = categories.byId.get(row.categoryId);
  const department = leaf?.parentId != null ? categories.byId.get(leaf.parentId) : undefined;
  const brand = brands.get(row.brandId);
  const collection = row.collectionId !== null ? collections.byId.get(row.collectionId) : undefined;

  // The category's counts come with the row, not from the lookups: written reviews change them.
  const { shopStatus, originalCent, discountCent, brandId: _brandId, categoryId: _categoryId, collectionId: _collectionId, leafReviewCount, leafRatingValue, ...fields } = row;
  return {
    ...fields,
    // `status` is this shop's; usStatus and caStatus stay as they are.
    status: shopStatus,
    brand: brand ?? null,
    currency: currencyOf(shopId),
    discountPrice: priceOf(discountCent, shopId),
    originalPrice: priceOf(originalCent, shopId),
    itemCollectionInfo: {
      backCategoryId: row.categoryId,
      backCategoryName: leaf?.name ?? '',
      frontCategoryId: department?.id ?? row.categoryId,
      collectionId: row.collectionId,
      collectionName: collection?.name ?? null,
    },
    // Field names spelled as in spec §3 (bastRating, retingValue).
    reviewInfo: {
      bastRating: BEST_RATING,
      name: row.title,
      retingValue: row.reviewCount > 0 ? row.ratingValue : DEFAULT_RATING,
      reviewCount: row.reviewCount,
      collectionReviewCount: leafReviewCount ?? 0,
      collectionRatingValue: leafReviewCount ? Math.round(Number(leafRatingValue) * 10) / 10 : DEFAULT_RATING,
    },
    breadcrumb: [
      { name: 'Home', link: '/' },
      ...(department ? [{ name: department.name, link: `/${department.urlHandle}` }] : []),
      ...(leaf ? [{ name: leaf.name, link: `/${leaf.urlHandle}` }] : []),
      { name: row.title, link: `/product/${row.urlHandle}`, disabled: true },
    ],
    // Spec §3 logisticsList: the plans checkout offers, priced for this part bought alone (the cart
    // and checkout price the whole order by the same rules), and the order total that ships free.
    logisticsList: productPlans(shopId, discountCent, today),
    freeShippingThreshold: priceOf(freeShippingThresholdCent(shopId), shopId),
  };
}

/** The shipping plans for one unit of an item: name, business days, price and whether it ships free. */
export function productPlans(shopId: ShopId, priceCent: number, today: Date) {
  return shippingOptions(shopId, priceCent, false, today).map(({ code, name, minDays, maxDays, free, priceCent: planCent }) => ({ code, name, minDays, maxDays, free, priceCent: planCent }));
}
