import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { sqlRows } from '../cart/cart-catalog';
import { NO_BUNDLE, notPurchasableMessage, PURCHASABLE_STATUS, underStockMessage } from '../cart/cart-rules';
import { marketColumns, type ShopId } from '../catalog/shop-prices';
import { bundleReason, unitPriceOf } from './line-price';
import type { QuoteLine } from './quote-types';

interface Row {
  itemId: number;
  skuId: number;
  itemType: string;
  bundleId: number;
  itemCount: number;
  found: boolean;
  status: string | null;
  title: string | null;
  partNumber: string | null;
  urlHandle: string | null;
  mainImage: string | null;
  originalCent: number | null;
  priceCent: number | null;
  availableTotal: number | null;
  bundlePercent: number | null;
}

/** A line before order discounts: its unit prices and whether it counts (spec §4 Product status). */
export type PricedLine = Omit<QuoteLine, 'lineDiscountCent' | 'lineTotalCent'>;

/**
 * The cart's lines in this market, newest change first (as the cart answers them), priced: the
 * market's original and discount price, a bundle line at its bundle price. Purchasable = the market
 * status is ON_SHELVES and the stock covers the count; the others are listed with their reason.
 */
export async function pricedCartLines(executor: Executor, cartId: number, shopId: ShopId): Promise<PricedLine[]> {
  const m = marketColumns(shopId);
  const rows = await sqlRows<Row>(
    executor,
    sql`select l.item_id::int as "itemId", l.sku_id::int as "skuId", l.item_type as "itemType", l.bundle_id as "bundleId",
               l.item_count as "itemCount", i.id is not null as found, i.${sql.raw(m.status)} as status, i.title,
               i.part_number as "partNumber", i.url_handle as "urlHandle", c.item_images -> 0 ->> 'url' as "mainImage",
               i.${sql.raw(m.originalPrice)} as "originalCent", i.${sql.raw(m.discountPrice)} as "priceCent",
               i.available_total as "availableTotal", b.discount_percent::int as "bundlePercent"
        from cart_line l
        left join item i on i.id = l.item_id and i.sku_id = l.sku_id
        left join item_content c on c.item_id = i.id
        left join bundle b on b.id = l.bundle_id and l.bundle_id <> ${NO_BUNDLE} and b.item_ids @> to_jsonb(l.item_id)
        where l.cart_id = ${cartId}
        order by l.gmt_modified desc, l.id desc`,
  );
  return rows.map(lineOf);
}

function lineOf(r: Row): PricedLine {
  const count = Number(r.itemCount);
  const stock = Number(r.availableTotal ?? 0);
  const status = r.found ? r.status! : 'DELETED';
  const reasons: string[] = [];
  let purchasable = r.found && status === PURCHASABLE_STATUS && count >= 1 && stock >= count;
  if (!r.found) reasons.push('This item is no longer available');
  else if (status !== PURCHASABLE_STATUS) reasons.push(notPurchasableMessage(status));
  else if (stock < 1) reasons.push(notPurchasableMessage('SOLD_OUT'));
  else if (stock < count) reasons.push(underStockMessage(stock));
  if (count < 1) purchasable = false;
  const discountCent = Number(r.priceCent ?? 0);
  const bundlePercent = r.bundlePercent === null ? 0 : Number(r.bundlePercent);
  if (r.found && bundlePercent > 0) reasons.unshift(bundleReason(bundlePercent));
  return {
    itemId: Number(r.itemId),
    skuId: Number(r.skuId),
    itemType: r.itemType,
    bundleId: Number(r.bundleId) === NO_BUNDLE ? null : Number(r.bundleId),
    itemCount: count,
    title: r.title ?? '',
    partNumber: r.partNumber ?? '',
    urlHandle: r.urlHandle ?? '',
    ...(r.mainImage ? { mainImage: r.mainImage } : {}),
    status,
    purchasable,
    // Never below the price: the struck-through price only ever shows a saving (spec §5).
    unitOriginalCent: Math.max(Number(r.originalCent ?? 0), discountCent),
    unitPriceCent: unitPriceOf(discountCent, bundlePercent),
    reasons,
  };
}
