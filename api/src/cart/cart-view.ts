import type { Database } from '../db/client';
import { currencyOf, marketColumns, type ShopId } from '../catalog/shop-prices';
import { unitPriceOf } from '../pricing/line-price';
import { NO_BUNDLE } from './cart-rules';

/** The vehicle a line was chosen for, as the storefront sent it (spec §3 carModel). */
export interface CarModel {
  make: string;
  model: string;
  year: string;
  makeId?: string;
  modelId?: string;
  yearId?: string;
}

/** A cart line as the storefront's CartLine (shared-lib/src/contracts/cart.ts), in this market. */
export interface CartLineView {
  itemId: number;
  skuId: number;
  itemType: string;
  bundleId: number | null;
  itemCount: number;
  status: string;
  gmtModified: string;
  title?: string;
  urlHandle?: string;
  mainImage?: string;
  /** The current price per unit; a bundle line's is the bundle price (as the quote answers it). */
  priceCent?: number;
  /** The market's price before the sale, per unit (spec §5: struck through only when above priceCent). */
  originalPriceCent?: number;
  partNumber?: string;
  currency: string;
  availableTotal: number;
  carModel: CarModel | null;
  carModelMatch: boolean | null;
}

interface LineRow {
  itemId: number;
  skuId: number;
  itemType: string;
  bundleId: number;
  itemCount: number;
  gmtModified: Date | string;
  carModel: CarModel | null;
  found: boolean;
  status: string | null;
  title: string | null;
  urlHandle: string | null;
  mainImage: string | null;
  priceCent: number | null;
  originalPriceCent: number | null;
  partNumber: string | null;
  bundlePercent: number | null;
  availableTotal: number | null;
  carModelMatch: boolean | null;
}

/**
 * Whether the item fits the line's vehicle, by the catalog's fitment rows: universal parts fit; else
 * the item fits when a row covers that make and model (names, case-insensitive, as in vehicle_make /
 * vehicle_model) and that year — a row narrowed to a trim or engine counts too, since carModel names
 * neither (the catalog calls that UNCERTAIN). NULL without a vehicle, or when the year is not a year
 * or the make and model are not in the taxonomy (nothing to check against).
 */
const CAR_MODEL_MATCH = `case
  when l.car_model is null or i.id is null then null
  when i.vehicle_universal then true
  when coalesce(l.car_model ->> 'year', '') !~ '^[0-9]{4}$' then null
  else (
    select case when count(*) = 0 then null
                else bool_or(exists (select 1 from fitment f where f.item_id = i.id and f.model_id = md.id
                                       and f.year_from <= (l.car_model ->> 'year')::int and f.year_to >= (l.car_model ->> 'year')::int)) end
    from vehicle_model md join vehicle_make mk on mk.id = md.make_id
    where lower(mk.name) = lower(l.car_model ->> 'make') and lower(md.name) = lower(l.car_model ->> 'model'))
end`;

/**
 * The cart's lines in this market, newest change first: status and prices are this market's
 * (us_* or ca_* columns); a line of a bundle that holds its item is at the bundle price. A line whose item (or SKU) is gone from the catalog answers status DELETED
 * without the item's fields.
 */
export async function cartLinesView(database: Database, cartId: number, shopId: ShopId): Promise<CartLineView[]> {
  const market = marketColumns(shopId);
  const rows = await database.query<LineRow>(
    `select l.item_id::int as "itemId", l.sku_id::int as "skuId", l.item_type as "itemType", l.bundle_id as "bundleId",
            l.item_count as "itemCount", l.gmt_modified as "gmtModified", l.car_model as "carModel", i.id is not null as found,
            i.${market.status} as status, i.title, i.url_handle as "urlHandle", c.item_images -> 0 ->> 'url' as "mainImage",
            i.${market.discountPrice} as "priceCent", i.${market.originalPrice} as "originalPriceCent", i.part_number as "partNumber",
            b.discount_percent::int as "bundlePercent", i.available_total as "availableTotal", ${CAR_MODEL_MATCH} as "carModelMatch"
     from cart_line l
     left join item i on i.id = l.item_id and i.sku_id = l.sku_id
     left join item_content c on c.item_id = i.id
     left join bundle b on b.id = l.bundle_id and l.bundle_id <> ${NO_BUNDLE} and b.item_ids @> to_jsonb(l.item_id)
     where l.cart_id = $1
     order by l.gmt_modified desc, l.id desc`,
    [cartId],
  );
  const currency = currencyOf(shopId);
  return rows.map((r) => ({
    itemId: r.itemId,
    skuId: r.skuId,
    itemType: r.itemType,
    bundleId: r.bundleId === NO_BUNDLE ? null : r.bundleId,
    itemCount: r.itemCount,
    status: r.found ? r.status! : 'DELETED',
    gmtModified: new Date(r.gmtModified).toISOString(),
    ...(r.found
      ? {
          title: r.title!,
          urlHandle: r.urlHandle!,
          ...(r.mainImage ? { mainImage: r.mainImage } : {}),
          priceCent: unitPriceOf(r.priceCent!, r.bundlePercent),
          originalPriceCent: r.originalPriceCent!,
          partNumber: r.partNumber!,
        }
      : {}),
    currency,
    availableTotal: r.availableTotal ?? 0,
    carModel: r.carModel,
    carModelMatch: r.carModelMatch,
  }));
}
