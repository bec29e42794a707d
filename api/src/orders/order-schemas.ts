import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUS_GROUPS } from './order-states';
import { PAYMENT_METHODS, SHIPPING_METHODS } from './order-types';

/**
 * Request schemas of placing and reading an order (spec §7: checkout calls are "not shown"; the paths
 * are the storefront contract's). The schemas bound every string's size and type; what the values
 * must be (email shape, address rules, market, control characters) is checked by the handler with
 * messages at each field's path (order-input.ts). Amounts are never read from the client except
 * `expectedTotalCent`, which is only compared.
 */
const Text = (maxLength: number) => Type.String({ maxLength });
/** A string of a fixed list (checked by the schema: 400 "must be one of …"); the handler narrows the type. */
const Enum = (values: readonly string[]) => Type.String({ enum: [...values] });

/** Loose on purpose: address-rules.ts answers each field's problem in words; these are hard caps. */
export const AddressBody = Type.Object({
  firstName: Text(200),
  lastName: Text(200),
  company: Type.Optional(Text(200)),
  phone: Text(200),
  country: Text(200),
  state: Text(200),
  city: Text(200),
  address1: Text(200),
  address2: Type.Optional(Text(200)),
  postalCode: Text(200),
});

export const PlaceOrderBody = Type.Object({
  cartUUID: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  email: Text(320),
  shippingAddress: AddressBody,
  saveAddress: Type.Optional(Type.Boolean()),
  shippingMethod: Enum(SHIPPING_METHODS),
  couponCode: Type.Optional(Text(64)),
  useFirstDiscount: Type.Optional(Type.Boolean()),
  usePoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  payment: Type.Object({
    method: Enum(PAYMENT_METHODS),
    token: Type.Optional(Text(2048)),
  }),
  returnUrl: Text(2048),
  expectedTotalCent: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/** /order/track: the order number and the email it was placed with. */
export const TrackOrderBody = Type.Object({
  orderNo: Text(32),
  email: Text(320),
});
export type TrackOrderBody = Static<typeof TrackOrderBody>;

export const OrderDetailQuery = Type.Object({
  orderNo: Text(32),
  key: Type.Optional(Text(128)),
});
export type OrderDetailQuery = Static<typeof OrderDetailQuery>;

/** The signed-in buyer's order history: paging and the state filter (order-states.ts ORDER_STATUS_GROUPS). */
export const BUYER_ORDER_LIST_MAX_SIZE = 50;
export const BuyerOrderListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: BUYER_ORDER_LIST_MAX_SIZE, default: 10 }),
  status: Type.Optional(Enum(Object.keys(ORDER_STATUS_GROUPS))),
});
export type BuyerOrderListQuery = Static<typeof BuyerOrderListQuery>;

/** One order of the buyer's: the number is checked by the handler (anything that is not one → the same 404). */
export const BuyerOrderParams = Type.Object({ orderNo: Text(32) });
export type BuyerOrderParams = Static<typeof BuyerOrderParams>;
