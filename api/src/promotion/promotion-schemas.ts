import { Type, type Static } from '@sinclair/typebox';

/**
 * Request schemas of the promotion endpoints (spec §7 Promotion). Amounts are never asked: the server
 * prices everything. Extra properties (a full address, for instance) are accepted and ignored. Control
 * characters in text are refused by the handlers (`assertPlainText`), with the field named.
 */
const CartUuid = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64 });
export const CODE_MAX = 64;
const Code = Type.String({ maxLength: CODE_MAX });
export const MAX_POINTS = 10_000_000;

export const QuoteAddress = Type.Object({
  country: Type.Unsafe<'US' | 'CA'>({ type: 'string', enum: ['US', 'CA'] }),
  state: Type.Optional(Type.String({ maxLength: 8 })),
  postalCode: Type.Optional(Type.String({ maxLength: 16 })),
});

/** QuoteRequest of shared-lib/src/contracts/checkout.ts. */
export const QuoteBody = Type.Object({
  cartUUID: Type.Optional(CartUuid),
  couponCode: Type.Optional(Code),
  useFirstDiscount: Type.Optional(Type.Boolean()),
  usePoints: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_POINTS })),
  shippingMethod: Type.Optional(Type.String({ maxLength: 32 })),
  address: Type.Optional(QuoteAddress),
  postalCode: Type.Optional(Type.String({ maxLength: 16 })),
});
export type QuoteBody = Static<typeof QuoteBody>;

export const RedeemBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: CODE_MAX }) });
export type RedeemBody = Static<typeof RedeemBody>;

export const DynamicCodeQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: CODE_MAX }),
  cartUUID: Type.Optional(Type.String({ maxLength: 64 })),
});
export type DynamicCodeQuery = Static<typeof DynamicCodeQuery>;
