import type { Quote, ShippingOption } from '@axlebay/shared-lib';

/** Spec §9 "Logistics plan names include Standard Shipping": the option the estimate speaks of. */
export function standardOption(quote: Quote): ShippingOption | undefined {
  return quote.shippingOptions.find((option) => option.code === 'STANDARD');
}

/** The option the quote is priced with. */
export function chosenOption(quote: Quote): ShippingOption | undefined {
  return quote.shippingOptions.find((option) => option.code === quote.shippingMethod);
}

/** Delivery days and windows are worded the same wherever an order is shown (shared-lib orders). */
export { deliveryDayText, deliveryWindowText } from '@axlebay/shared-lib/orders';

/** Merchandise after discounts (points are a payment, not a discount): what free shipping counts. */
export function merchandiseAfterDiscountsCent(quote: Quote): number {
  return Math.max(0, quote.subtotalCent - quote.discountCent);
}

/** How much more merchandise gets free Standard Shipping; 0 when it already does (or there is no threshold). */
export function freeShippingGapCent(quote: Quote): number {
  if (!(quote.freeShippingThresholdCent > 0) || quote.itemCount === 0) return 0;
  return Math.max(0, quote.freeShippingThresholdCent - merchandiseAfterDiscountsCent(quote));
}
