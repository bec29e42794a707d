import type { Quote, ShippingOption } from '@axlebay/shared-lib';

/** Spec §9 "Logistics plan names include Standard Shipping": the option the estimate speaks of. */
export function standardOption(quote: Quote): ShippingOption | undefined {
  return quote.shippingOptions.find((option) => option.code === 'STANDARD');
}

/** The option the quote is priced with. */
export function chosenOption(quote: Quote): ShippingOption | undefined {
  return quote.shippingOptions.find((option) => option.code === quote.shippingMethod);
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Tue, Nov 24" for an ISO date (yyyy-mm-dd); undefined when it is not one. */
export function deliveryDayText(isoDate: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : DAY.format(date);
}

/** Spec §9 label "Est.Delivery": "Est.Delivery Tue, Nov 24 – Mon, Nov 30" (one day when both are the same). */
export function deliveryWindowText(option: Pick<ShippingOption, 'deliveryFrom' | 'deliveryTo'>): string | undefined {
  const from = deliveryDayText(option.deliveryFrom);
  const to = deliveryDayText(option.deliveryTo);
  if (!from || !to) return undefined;
  return from === to ? `Est.Delivery ${from}` : `Est.Delivery ${from} – ${to}`;
}

/** Merchandise after discounts (points are a payment, not a discount): what free shipping counts. */
export function merchandiseAfterDiscountsCent(quote: Quote): number {
  return Math.max(0, quote.subtotalCent - quote.discountCent);
}

/** How much more merchandise gets free Standard Shipping; 0 when it already does (or there is no threshold). */
export function freeShippingGapCent(quote: Quote): number {
  if (!(quote.freeShippingThresholdCent > 0) || quote.itemCount === 0) return 0;
  return Math.max(0, quote.freeShippingThresholdCent - merchandiseAfterDiscountsCent(quote));
}
