/**
 * Buying (spec §3 Cart, Price, Postal data, Country configs; §7 Promotion, Addresses, Cart; §9 payment
 * methods): what the storefront and the commerce API say to each other about prices, promotions,
 * addresses, orders and payments. Every amount is integer cents of `currency`, computed by the API:
 * the storefront shows these numbers and never sends one that the API would trust.
 */

export const BUYING_API = {
  /** POST: the price of the shopper's cart with promotions, shipping and tax (the calculator). */
  quote: '/promotion/public/promotion/calculator/discount/used',
  /** GET: the member discount and first-order discount the shopper can use. */
  memberDiscount: '/promotion/public/promotion/calculator/discount/member',
  /** GET: points the buyer can redeem and what they are worth. */
  redeemInfo: '/promotion/public/promotion/calculator/discount/redeem',
  /** POST { code }: checks a coupon code and answers what it gives (nothing is stored). */
  redeemCode: '/promotion/public/promotion/redeem',
  /** GET: the coupons of the shop settings a shopper can use now. */
  coupons: '/promotion/public/promotion/calculator/coupons',
  /** GET: the add-on promotion notice ("Instantly SAVE up to 60% on Add-on items below") and its items. */
  discountNotice: '/promotion/public/promotion/notice/discount-info',
  /** GET ?code=&cartUUID=: a dynamic promotion code's discount on the cart. */
  dynamicCode: '/infra/public/buyer/dynamic-promotion-code/calculate',
  /** POST: places an order (header Idempotency-Key). */
  placeOrder: '/order/public/buyer/order',
  /** GET ?orderNo=&key=: one order (a guest passes the access key given at placement). */
  orderDetail: '/order/public/buyer/order/detail',
  /** POST { orderNo, email }: where an order is (/order/track, guests too): `OrderTracking`. */
  orderTrack: '/order/public/buyer/order/track',
  /** POST: the signed result a payment provider sent the shopper back with (/paymentCallback). */
  paymentCallback: '/order/public/buyer/payment/callback',
  /** POST: turns a test card into a one-time token (the test gateway's tokenizer). */
  testGatewayToken: '/payment/public/test-gateway/tokens',
  /** Saved addresses of a buyer: POST (add) and PUT (edit). */
  address: '/account/buyer/current/address',
  addressList: '/account/buyer/current/address/list',
  /** DELETE: one saved address; answers the remaining list. */
  addressDelete: (id: number) => `/account/buyer/current/address/${encodeURIComponent(String(id))}`,
  /** GET children of an area: 208 → US states, 206 → Canadian provinces and territories. */
  areaChildren: (id: number | string) => `/infra/public/area-dict/children/${encodeURIComponent(String(id))}`,
  /** GET ?keyword=&countryId=: places matching a postal code or a typed city. */
  areaAutoComplete: '/infra/public/buyer/area-dict/address/auto-complete',
  /** GET ?placeId=: the postal code, city and state of a place. */
  areaPlaceDetail: '/infra/public/buyer/area-dict/address/place-detail',
  /** GET: the visitor's IP and where it is (US visitors get a postal code). */
  ipInformation: '/infra/public/ip/information',
  /** GET: the cart's current count and change time (another tab may have changed it). */
  cartPing: (visitorKey: string, cartUUID: string) =>
    `/order/public/buyer/public/${encodeURIComponent(visitorKey)}/ping/${encodeURIComponent(cartUUID)}`,
} as const;

/** Spec §9: the seven payment methods. */
export const PAYMENT_METHODS = ['oceanpayment', 'payPal', 'stripe', 'payLater', 'googlePay', 'applePay', 'klarna'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card-like methods take a token from the test gateway's tokenizer; the others redirect the shopper. */
export const CARD_METHODS: readonly PaymentMethod[] = ['stripe', 'oceanpayment'];
export const WALLET_METHODS: readonly PaymentMethod[] = ['googlePay', 'applePay'];
export const REDIRECT_METHODS: readonly PaymentMethod[] = ['payPal', 'payLater', 'klarna'];

export type ShippingMethodCode = 'STANDARD' | 'EXPEDITED' | 'EXPRESS';

export interface ShippingOption {
  code: ShippingMethodCode;
  /** "Standard Shipping" (spec §9), "Expedited Shipping", "Express Shipping". */
  name: string;
  priceCent: number;
  free: boolean;
  /** Business days from today. */
  minDays: number;
  maxDays: number;
  /** ISO dates (yyyy-mm-dd) of the first and last expected delivery day. */
  deliveryFrom: string;
  deliveryTo: string;
}

/** A discount with the reason the shopper is shown ("WELCOME10: 10% off your first order"). */
export interface DiscountLine {
  type: 'COUPON' | 'FIRST_ORDER' | 'MEMBER' | 'BUNDLE' | 'POINTS' | 'DYNAMIC_CODE';
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
  /** The price before any discount, per unit. */
  unitOriginalCent: number;
  /** The market price per unit (bundle price for a bundle line). */
  unitPriceCent: number;
  /** The share of order discounts on this line. */
  lineDiscountCent: number;
  /** unitPriceCent × itemCount − lineDiscountCent. */
  lineTotalCent: number;
  reasons: string[];
}

/** A message about a code or option the shopper asked for that was not applied, and why. */
export interface QuoteNotice {
  field: 'couponCode' | 'useFirstDiscount' | 'usePoints' | 'shippingMethod' | 'address' | 'items';
  message: string;
  /** Applied in part (the larger discount, fewer points): the quote's total says what happens, nothing is refused. */
  adjusted?: true;
}

export interface Quote {
  currency: 'USD' | 'CAD';
  lines: QuoteLine[];
  /** Purchasable lines only. */
  itemCount: number;
  /** Σ unitOriginalCent × count of purchasable lines. */
  originalSubtotalCent: number;
  /** Σ unitPriceCent × count of purchasable lines. */
  subtotalCent: number;
  /** originalSubtotalCent − subtotalCent (sale prices) + discountCent. */
  savingsCent: number;
  discounts: DiscountLine[];
  /** Σ discounts (coupon, first order, member, dynamic code), without points. */
  discountCent: number;
  pointsUsed: number;
  pointsCent: number;
  shippingMethod: ShippingMethodCode;
  shippingOptions: ShippingOption[];
  shippingCent: number;
  /** Free standard shipping from this merchandise total (after discounts). */
  freeShippingThresholdCent: number;
  /** Tax of the shipping address, or estimated from the postal code; 0 and taxEstimated=false without either. */
  taxCent: number;
  taxLabel: string;
  taxEstimated: boolean;
  totalCent: number;
  notices: QuoteNotice[];
}

export interface QuoteRequest {
  cartUUID?: string | null;
  couponCode?: string;
  useFirstDiscount?: boolean;
  usePoints?: number;
  shippingMethod?: ShippingMethodCode;
  /** For shipping and tax: the address, or only a postal code for an estimate. */
  address?: Pick<AddressInput, 'country' | 'state' | 'postalCode'>;
  postalCode?: string;
}

/** Spec §3 Country configs: a US or Canadian address. */
export interface AddressInput {
  firstName: string;
  lastName: string;
  company?: string;
  phone: string;
  country: 'US' | 'CA';
  /** Two-letter state, province or territory code (CA, ON…). */
  state: string;
  city: string;
  address1: string;
  address2?: string;
  postalCode: string;
}

export interface SavedAddress extends AddressInput {
  id: number;
  isDefault: boolean;
}

export type OrderStatus = 'AWAITING_PAYMENT' | 'PAID' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PAYMENT_FAILED';

export interface PlaceOrderRequest {
  cartUUID?: string | null;
  email: string;
  shippingAddress: AddressInput;
  /** Saves the address to the buyer's address book (signed in only). */
  saveAddress?: boolean;
  shippingMethod: ShippingMethodCode;
  couponCode?: string;
  useFirstDiscount?: boolean;
  usePoints?: number;
  payment: { method: PaymentMethod; token?: string };
  /** The storefront's /paymentCallback URL (must be a storefront origin). */
  returnUrl: string;
  /** The total the shopper saw; a different server total answers 409 PRICE_CHANGED (never charged from it). */
  expectedTotalCent?: number;
}

export interface OrderLineView {
  itemId: number;
  skuId: number;
  title: string;
  partNumber: string;
  urlHandle: string;
  mainImage?: string;
  itemCount: number;
  unitPriceCent: number;
  lineDiscountCent: number;
  lineTotalCent: number;
}

export interface OrderView {
  orderNo: string;
  status: OrderStatus;
  email: string;
  currency: 'USD' | 'CAD';
  lines: OrderLineView[];
  subtotalCent: number;
  discounts: DiscountLine[];
  discountCent: number;
  pointsUsed: number;
  pointsCent: number;
  shippingMethod: ShippingMethodCode;
  shippingMethodName: string;
  shippingCent: number;
  taxCent: number;
  totalCent: number;
  pointsEarned: number;
  shippingAddress: AddressInput;
  deliveryFrom?: string;
  deliveryTo?: string;
  paymentMethod: PaymentMethod;
  /** Why the last payment attempt failed ("Your card was declined."). */
  paymentMessage?: string;
  placedAt: string;
  paidAt?: string;
  paymentDueAt: string;
}

/** A step of an order's life on the tracking page; `at` is empty while the step is still ahead. */
export interface OrderTrackingStep {
  step: 'PLACED' | 'PAID' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PAYMENT_FAILED';
  at?: string;
}

/**
 * What /order/track shows to whoever knows an order's number and email: where the order is, never
 * its prices, address or payment (the pair is not a password).
 */
export interface OrderTracking {
  orderNo: string;
  status: OrderStatus;
  placedAt: string;
  shippingMethodName: string;
  deliveryFrom?: string;
  deliveryTo?: string;
  /** Parts in the order (sum of line counts) and the first lines' titles. */
  itemCount: number;
  items: Array<{ title: string; itemCount: number; urlHandle: string }>;
  timeline: OrderTrackingStep[];
}

/** What happens after placement: done (paid or failed), or the shopper goes to the provider. */
export type PaymentNext = { type: 'DONE' } | { type: 'REDIRECT'; url: string };

export interface PlaceOrderResult {
  order: OrderView;
  /** For guests: reads the order later (order result page); kept in the page's session only. */
  accessKey?: string;
  next: PaymentNext;
}

/** The `order.placed` bus event's payload (for tracking). */
export interface OrderPlacedEvent {
  orderNo: string;
  totalCent: number;
  currency: 'USD' | 'CAD';
  itemCount: number;
  paymentMethod: PaymentMethod;
}

/** GET areaChildren(208 | 206): a state, province or territory (`code` is the two-letter code). */
export interface AreaRegion {
  id: number;
  code: string;
  name: string;
}

/** GET areaPlaceDetail?placeId=: what choosing a place fills in. */
export interface PlaceDetail {
  postalCode: string;
  city: string;
  /** Two-letter state or province code. */
  state: string;
  stateName: string;
  country: 'US' | 'CA';
}

/** GET memberDiscount: the first-order discount the shopper may use now (and why not). */
export interface MemberDiscountOffer {
  signedIn: boolean;
  firstOrderDiscount: { available: boolean; percent: number; reason?: string };
  points: number;
}

/** GET redeemInfo: the buyer's available points and the redemption rules. */
export interface RedeemInfo {
  points: number;
  /** Points are used in multiples of this. */
  pointsStep: number;
  centsPer100Points: number;
  maxShareOfMerchandisePercent: number;
}

/** POST paymentCallback: the order once the provider's signed result is applied. */
export interface PaymentCallbackAnswer {
  order: OrderView;
}

/** The `code` of a 409 from placement: the total differs from the one the shopper saw, or stock ran out. */
export type PlacementConflictCode = 'PRICE_CHANGED' | 'OUT_OF_STOCK';
