import type { ShopId } from '../catalog/shop-prices';

/**
 * The price of a cart (spec §3 Cart and Price, §7 Promotion), mirrored from the storefront contract
 * (shared-lib/src/contracts/checkout.ts: Quote, QuoteLine, DiscountLine, QuoteNotice, ShippingOption),
 * as cart-view.ts mirrors CartLine. Every amount is integer cents of `currency`.
 */
export type ShippingMethodCode = 'STANDARD' | 'EXPEDITED' | 'EXPRESS';
export type Country = 'US' | 'CA';

export interface ShippingOption {
  code: ShippingMethodCode;
  name: string;
  priceCent: number;
  free: boolean;
  minDays: number;
  maxDays: number;
  deliveryFrom: string;
  deliveryTo: string;
}

export type DiscountType = 'COUPON' | 'FIRST_ORDER' | 'MEMBER' | 'BUNDLE' | 'POINTS' | 'DYNAMIC_CODE';

export interface DiscountLine {
  type: DiscountType;
  code?: string;
  label: string;
  amountCent: number;
}

export interface QuoteLine {
  itemId: number;
  skuId: number;
  itemType: string;
  bundleId: number | null;
  itemCount: number;
  title: string;
  partNumber: string;
  urlHandle: string;
  mainImage?: string;
  status: string;
  purchasable: boolean;
  unitOriginalCent: number;
  unitPriceCent: number;
  lineDiscountCent: number;
  lineTotalCent: number;
  reasons: string[];
}

export type NoticeField = 'couponCode' | 'useFirstDiscount' | 'usePoints' | 'shippingMethod' | 'address' | 'items';

export interface QuoteNotice {
  field: NoticeField;
  message: string;
  /** Applied in part (the larger discount, fewer points): the quote's total says what happens, nothing is refused. */
  adjusted?: true;
}

export interface Quote {
  currency: 'USD' | 'CAD';
  lines: QuoteLine[];
  itemCount: number;
  originalSubtotalCent: number;
  subtotalCent: number;
  savingsCent: number;
  discounts: DiscountLine[];
  discountCent: number;
  pointsUsed: number;
  pointsCent: number;
  shippingMethod: ShippingMethodCode;
  shippingOptions: ShippingOption[];
  shippingCent: number;
  freeShippingThresholdCent: number;
  taxCent: number;
  taxLabel: string;
  taxEstimated: boolean;
  totalCent: number;
  notices: QuoteNotice[];
}

/** Where the order goes: a full address (state) or only a postal code (estimate). */
export interface QuoteAddress {
  country: Country;
  state?: string;
  postalCode?: string;
}

/** What the calculator is asked; amounts are never among them (the server prices everything). */
export interface QuoteInput {
  shopId: ShopId;
  /** No cart → an empty quote. */
  cartId?: number;
  /** The signed-in buyer (member rules, first order, points). */
  accountId?: number;
  /** For first-order and once-per-customer checks of a guest (the account's email is used when signed in). */
  email?: string;
  /** A coupon code of the shop settings, or a dynamic code DYN-…. */
  couponCode?: string;
  useFirstDiscount?: boolean;
  usePoints?: number;
  /** STANDARD when absent; an unknown or unavailable one gives a notice and STANDARD. */
  shippingMethod?: ShippingMethodCode | (string & {});
  address?: QuoteAddress;
  /** The day delivery dates count from (default: now). */
  today?: Date;
}
