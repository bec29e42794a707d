import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyOf } from '../catalog/shop-prices';
import { ok } from '../http/envelope';
import { normalizeCode } from '../pricing/coupons';
import { checkDynamicCode, looksDynamic } from '../pricing/dynamic-code';
import { CODE_NOT_VALID } from '../pricing/promotion-code';
import { quoteCart } from '../pricing/quote-cart';
import type { QuoteAddress } from '../pricing/quote-types';
import type { RouteDeps } from '../routes';
import { assertPlainText } from './plain-text';
import { DynamicCodeQuery, QuoteBody } from './promotion-schemas';
import { shopperCart } from './shopper-cart';

export const QUOTE_PATH = '/promotion/public/promotion/calculator/discount/used';
export const DYNAMIC_CODE_PATH = '/infra/public/buyer/dynamic-promotion-code/calculate';

/** The address of a request: the address sent, else only its postal code in the market's country (an estimate). */
function addressOf(body: QuoteBody, country: 'US' | 'CA'): QuoteAddress | undefined {
  if (body.address) return body.address;
  return body.postalCode?.trim() ? { country, postalCode: body.postalCode } : undefined;
}

/**
 * The calculator (spec §7 Promotion): the price of the shopper's cart with the code, first-order
 * discount, points, shipping method and address asked for. Nothing the client sends about amounts is
 * read; everything is priced by `quoteCart` from the server's data.
 */
export async function quoteRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(QUOTE_PATH, { schema: { body: QuoteBody } }, async (request: FastifyRequest<{ Body: QuoteBody }>) => {
    const body = request.body;
    assertPlainText(body, ['couponCode', 'shippingMethod', 'postalCode', 'address.state', 'address.postalCode']);
    const shopper = await shopperCart(database, request, body.cartUUID);
    const quote = await quoteCart(database.db, {
      shopId: request.shopId,
      ...shopper,
      couponCode: body.couponCode,
      useFirstDiscount: body.useFirstDiscount,
      usePoints: body.usePoints,
      shippingMethod: body.shippingMethod,
      address: addressOf(body, request.shopId === 2023 ? 'CA' : 'US'),
    });
    return ok(quote);
  });

  /** A dynamic code's discount on the shopper's cart, or why it gives none (spec §7 Promotion). */
  r.get(DYNAMIC_CODE_PATH, { schema: { querystring: DynamicCodeQuery } }, async (request) => {
    assertPlainText(request.query, ['code', 'cartUUID']);
    const shopper = await shopperCart(database, request, request.query.cartUUID);
    const code = normalizeCode(request.query.code);
    const currency = currencyOf(request.shopId);
    const check = looksDynamic(code) ? checkDynamicCode(code, new Date()) : { valid: false as const, code, message: CODE_NOT_VALID };
    const base = { code, currency, percent: check.percent ?? null, expiresOn: check.expiresOn ?? null };
    if (!check.valid) return ok({ ...base, valid: false, discountCent: 0, message: check.message });
    const quote = await quoteCart(database.db, { shopId: request.shopId, ...shopper, couponCode: code });
    const discountCent = quote.discounts.find((d) => d.type === 'DYNAMIC_CODE')?.amountCent ?? 0;
    const message = discountCent > 0 ? `${check.percent}% off your order, valid through ${check.expiresOn}` : 'Add items to your cart to use this code';
    return ok({ ...base, valid: true, discountCent, subtotalCent: quote.subtotalCent, message });
  });
}
