import type { QuoteRequest } from '@axlebay/shared-lib';
import type { CheckoutDraft } from './checkout-draft';

/** The quote of the checkout: the cart with the coupon, discounts, points, the address and the method. */
export function checkoutQuoteRequest(draft: CheckoutDraft, cartUUID: string | undefined, couponCode: string | undefined): QuoteRequest {
  const request: QuoteRequest = { cartUUID: cartUUID ?? null };
  if (couponCode) request.couponCode = couponCode;
  if (draft.useFirstDiscount) request.useFirstDiscount = true;
  if (draft.usePoints) request.usePoints = draft.usePoints;
  if (draft.shippingMethod) request.shippingMethod = draft.shippingMethod;
  if (draft.address) {
    const { country, state, postalCode } = draft.address;
    request.address = { country, state, postalCode };
  }
  return request;
}
