/**
 * The order and payment types of the storefront contract (shared-lib/src/contracts/checkout.ts),
 * mirrored here: the API does not import the storefront's package. Keep the two in step.
 */
export const PAYMENT_METHODS = ['oceanpayment', 'payPal', 'stripe', 'payLater', 'googlePay', 'applePay', 'klarna'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CARD_METHODS: readonly PaymentMethod[] = ['stripe', 'oceanpayment'];
export const WALLET_METHODS: readonly PaymentMethod[] = ['googlePay', 'applePay'];
export const REDIRECT_METHODS: readonly PaymentMethod[] = ['payPal', 'payLater', 'klarna'];

export type ShippingMethodCode = 'STANDARD' | 'EXPEDITED' | 'EXPRESS';
export const SHIPPING_METHODS: readonly ShippingMethodCode[] = ['STANDARD', 'EXPEDITED', 'EXPRESS'];
export const SHIPPING_METHOD_NAMES: Record<ShippingMethodCode, string> = {
  STANDARD: 'Standard Shipping',
  EXPEDITED: 'Expedited Shipping',
  EXPRESS: 'Express Shipping',
};

export type Currency = 'USD' | 'CAD';

export interface DiscountLine {
  type: 'COUPON' | 'FIRST_ORDER' | 'MEMBER' | 'BUNDLE' | 'POINTS' | 'DYNAMIC_CODE';
  code?: string;
  label: string;
  amountCent: number;
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  company?: string;
  phone: string;
  country: 'US' | 'CA';
  state: string;
  city: string;
  address1: string;
  address2?: string;
  postalCode: string;
}

export type OrderStatus = 'AWAITING_PAYMENT' | 'PAID' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PAYMENT_FAILED';

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
  currency: Currency;
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
  paymentMessage?: string;
  placedAt: string;
  paidAt?: string;
  paymentDueAt: string;
}

export type PaymentNext = { type: 'DONE' } | { type: 'REDIRECT'; url: string };

export interface PlaceOrderResult {
  order: OrderView;
  accessKey?: string;
  next: PaymentNext;
}
