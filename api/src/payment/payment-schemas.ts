import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../orders/order-types';

const Text = (maxLength: number) => Type.String({ maxLength });

/** POST /payment/public/test-gateway/tokens: a test card (card methods) or nothing (wallets). */
export const TokenBody = Type.Object({
  method: Type.String({ enum: [...PAYMENT_METHODS] }),
  card: Type.Optional(
    Type.Object({
      number: Text(40),
      expMonth: Type.Union([Type.Integer(), Text(4)]),
      expYear: Type.Union([Type.Integer(), Text(4)]),
      cvc: Text(8),
    }),
  ),
});
export type TokenBody = Static<typeof TokenBody>;

/** POST /order/public/buyer/payment/callback: what the provider put on the return URL. */
export const CallbackBody = Type.Object({
  paymentId: Text(100),
  result: Text(20),
  sig: Text(200),
});
export type CallbackBody = Static<typeof CallbackBody>;

export const PaymentParams = Type.Object({ paymentId: Text(100) });
export const ProviderParams = Type.Object({ provider: Text(40) });
