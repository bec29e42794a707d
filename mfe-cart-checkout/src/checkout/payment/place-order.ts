import { BUYING_API, type ApiClient, type PaymentMethod, type PlaceOrderRequest, type PlaceOrderResult } from '@axlebay/shared-lib';
import type { CheckoutContextValue } from '../checkout-context';

/** The storefront page a payment provider sends the shopper back to (spec §2 /paymentCallback). */
export const PAYMENT_CALLBACK_PATH = '/paymentCallback';

/** The order as the shopper sees it now: the quote's choices, the address, the payment and the total shown. */
export function placeOrderRequest(
  checkout: Pick<CheckoutContextValue, 'draft' | 'email' | 'cartUUID' | 'quoteRequest' | 'user'>,
  payment: { method: PaymentMethod; token?: string },
  returnUrl: string,
  expectedTotalCent: number,
): PlaceOrderRequest {
  const { draft, quoteRequest } = checkout;
  if (!draft.address || !draft.shippingMethod || !checkout.email) throw new Error('The checkout is not complete.');
  const request: PlaceOrderRequest = {
    cartUUID: checkout.cartUUID ?? null,
    email: checkout.email,
    shippingAddress: draft.address,
    shippingMethod: draft.shippingMethod,
    payment: payment.token ? { method: payment.method, token: payment.token } : { method: payment.method },
    returnUrl,
    expectedTotalCent,
  };
  if (checkout.user && draft.saveAddress) request.saveAddress = true;
  if (quoteRequest?.couponCode) request.couponCode = quoteRequest.couponCode;
  if (quoteRequest?.useFirstDiscount) request.useFirstDiscount = true;
  if (quoteRequest?.usePoints) request.usePoints = quoteRequest.usePoints;
  return request;
}

/** POST BUYING_API.placeOrder with the attempt's Idempotency-Key: the same key answers the same order. */
export function placeOrder(api: ApiClient, body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResult> {
  return api.post<PlaceOrderResult>(BUYING_API.placeOrder, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
