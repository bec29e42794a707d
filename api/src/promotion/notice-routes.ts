import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../cart/cart-catalog';
import { PURCHASABLE_STATUS } from '../cart/cart-rules';
import { currencyOf, marketColumns, type ShopId } from '../catalog/shop-prices';
import type { Database } from '../db/client';
import { badRequest, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';

export const DISCOUNT_INFO_PATH = '/promotion/public/promotion/notice/discount-info';
export const GIVEAWAY_PATH = '/order/public/inner/promotion/2c/giveaway';

/** Spec §9 promo text, word for word. */
export const ADD_ON_TEXT = 'Instantly SAVE up to 60% on Add-on items below';
/** The text promises "up to 60%": no listed item is more off than this. */
export const ADD_ON_MAX_PERCENT = 60;
/** Spec §5 / §9: a discount badge shows from 10 percent; an add-on shows a badge. */
export const ADD_ON_MIN_PERCENT = 10;
/** Add-ons are small things added to an order: under 30.00 of the market's currency. */
export const ADD_ON_MAX_PRICE_CENT = 3000;
export const ADD_ON_COUNT = 8;

interface AddOnRow {
  itemId: number;
  skuId: number;
  title: string;
  urlHandle: string;
  partNumber: string;
  mainImage: string | null;
  priceCent: number;
  originalPriceCent: number;
}

/**
 * Add-on items (spec §9 promo text): universal parts of this market on the shelf and in stock, under
 * 30.00, 10–60% off — so "up to 60%" stays true — most off first, then best selling.
 */
export async function addOnItems(database: Database, shopId: ShopId) {
  const m = marketColumns(shopId);
  const price = sql.raw(m.discountPrice);
  const original = sql.raw(m.originalPrice);
  const rows = await sqlRows<AddOnRow>(
    database.db,
    sql`select i.id::int as "itemId", i.sku_id::int as "skuId", i.title, i.url_handle as "urlHandle", i.part_number as "partNumber",
               c.item_images -> 0 ->> 'url' as "mainImage", i.${price} as "priceCent", i.${original} as "originalPriceCent"
        from item i left join item_content c on c.item_id = i.id
        where i.vehicle_universal and i.${sql.raw(m.status)} = ${PURCHASABLE_STATUS} and i.available_total >= 1
          and i.${price} < ${ADD_ON_MAX_PRICE_CENT}
          and (i.${original} - i.${price}) * 100 >= ${ADD_ON_MIN_PERCENT} * i.${original}
          and (i.${original} - i.${price}) * 100 <= ${ADD_ON_MAX_PERCENT} * i.${original}
        order by (i.${original} - i.${price})::float / i.${original} desc, i.sales desc, i.id
        limit ${ADD_ON_COUNT}`,
  );
  const currency = currencyOf(shopId);
  return rows.map((r) => ({
    itemId: Number(r.itemId),
    skuId: Number(r.skuId),
    title: r.title,
    urlHandle: r.urlHandle,
    partNumber: r.partNumber,
    ...(r.mainImage ? { mainImage: r.mainImage } : {}),
    priceCent: Number(r.priceCent),
    originalPriceCent: Number(r.originalPriceCent),
    // Rounded down: the badge never claims more than the real saving.
    percentOff: Math.floor(((r.originalPriceCent - r.priceCent) * 100) / r.originalPriceCent),
    currency,
  }));
}

/** The add-on notice and the gift-with-purchase offer (spec §7 Promotion, §9). */
export async function noticeRoutes(app: FastifyInstance, { database }: RouteDeps) {
  app.get(DISCOUNT_INFO_PATH, async (request) => ok({ text: ADD_ON_TEXT, items: await addOnItems(database, request.shopId) }));

  await app.register(giveawayRoute);
}

/**
 * No gift-with-purchase offer is configured in the shop settings: the honest answer is "none". The
 * storefront posts an empty body, possibly labelled JSON: inside this plugin only, an empty JSON body
 * is read as no body instead of Fastify's 400.
 */
async function giveawayRoute(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON'), undefined);
    }
  });
  app.post(GIVEAWAY_PATH, async () => ok({ active: false }));
}
