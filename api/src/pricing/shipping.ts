import type { ShopId } from '../catalog/shop-prices';
import { buyerConfigsFor } from '../settings/shop-settings-data';
import { addBusinessDays, isoDate } from './business-days';
import type { ShippingMethodCode, ShippingOption } from './quote-types';

/**
 * Shipping methods per market (spec §9 "Logistics plan names include Standard Shipping"; prices and
 * times where the spec is silent follow what US and Canadian parts stores charge). STANDARD is free
 * from the market's FREE_SHIPPING_THRESHOLD_CENTS (buyer config) of merchandise after discounts.
 */
interface Method {
  code: ShippingMethodCode;
  name: string;
  us: number;
  ca: number;
  minDays: number;
  maxDays: number;
}

export const SHIPPING_METHODS: readonly Method[] = [
  { code: 'STANDARD', name: 'Standard Shipping', us: 799, ca: 1199, minDays: 3, maxDays: 7 },
  { code: 'EXPEDITED', name: 'Expedited Shipping', us: 1499, ca: 1999, minDays: 2, maxDays: 3 },
  { code: 'EXPRESS', name: 'Express Shipping', us: 2999, ca: 3999, minDays: 1, maxDays: 2 },
];

export const DEFAULT_SHIPPING_METHOD: ShippingMethodCode = 'STANDARD';
/** Remote areas: every method takes this many more business days, and EXPRESS is not offered. */
export const REMOTE_EXTRA_DAYS = 3;

export function freeShippingThresholdCent(shopId: ShopId): number {
  const raw = buyerConfigsFor(shopId).find((c) => c.key === 'FREE_SHIPPING_THRESHOLD_CENTS')?.value;
  const cents = Number(raw);
  return Number.isInteger(cents) && cents > 0 ? cents : shopId === 2023 ? 9900 : 7900;
}

/** The methods offered, priced for this merchandise total (after discounts), with delivery dates from `today`. */
export function shippingOptions(shopId: ShopId, merchandiseCent: number, remote: boolean, today: Date): ShippingOption[] {
  const threshold = freeShippingThresholdCent(shopId);
  return SHIPPING_METHODS.filter((m) => !(remote && m.code === 'EXPRESS')).map((m) => {
    const extra = remote ? REMOTE_EXTRA_DAYS : 0;
    const free = m.code === 'STANDARD' && merchandiseCent >= threshold;
    const minDays = m.minDays + extra;
    const maxDays = m.maxDays + extra;
    return {
      code: m.code,
      name: m.name,
      priceCent: free ? 0 : shopId === 2023 ? m.ca : m.us,
      free,
      minDays,
      maxDays,
      deliveryFrom: isoDate(addBusinessDays(today, minDays)),
      deliveryTo: isoDate(addBusinessDays(today, maxDays)),
    };
  });
}
