import { BUYING_API, type ApiClient, type Quote, type QuoteRequest } from '@axlebay/shared-lib';

/** Shown when a quote fails without a message of its own (spec §8 "from message, else …"). */
export const QUOTE_FAILED_TEXT = 'The order total could not be calculated. Please try again.';

/**
 * The body as the calculator takes it: empty optional fields are left out (an empty coupon field is
 * "no coupon", not the code "").
 */
export function quoteBody(request: QuoteRequest): QuoteRequest {
  const body: QuoteRequest = {};
  if (request.cartUUID) body.cartUUID = request.cartUUID;
  const coupon = request.couponCode?.trim();
  if (coupon) body.couponCode = coupon;
  const postal = request.postalCode?.trim();
  if (postal) body.postalCode = postal;
  if (request.useFirstDiscount !== undefined) body.useFirstDiscount = request.useFirstDiscount;
  if (request.usePoints !== undefined) body.usePoints = request.usePoints;
  if (request.shippingMethod) body.shippingMethod = request.shippingMethod;
  if (request.address) body.address = request.address;
  return body;
}

/** Spec §3 Price, §7 Promotion: the priced cart (POST BUYING_API.quote). Amounts come from the API only. */
export function fetchQuote(api: ApiClient, request: QuoteRequest): Promise<Quote> {
  return api.post<Quote>(BUYING_API.quote, quoteBody(request));
}
