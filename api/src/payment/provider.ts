import type { Currency, PaymentMethod } from '../orders/order-types';

/**
 * What the order code needs from a payment provider (spec §9 payment methods). One provider serves one
 * or more methods (registry.ts maps methods to providers by configuration). Every provider-side id
 * is opaque to the order code; every result that comes back through the shopper's browser or a
 * webhook is verified by the provider that issued it before anything is applied.
 */
export interface PaymentProvider {
  /** The name used in configuration, in `payment.provider` and in the webhook path. */
  readonly id: string;
  /** A token the storefront got from the provider's tokenizer: undefined when usable, else why not. */
  checkToken(method: PaymentMethod, token: string): string | undefined;
  /** Charges a card or wallet token once; `idempotencyKey` (our payment id) makes a retried call the same charge. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Starts a hosted payment (PayPal, Klarna, …): where to send the shopper. */
  startRedirect(request: RedirectRequest): Promise<RedirectStart>;
  /** Where a shopper who has not finished at the provider goes (again): built from the provider's reference. */
  continueUrl(paymentId: string, providerRef: string): string;
  /** The result the shopper's browser brought back to /paymentCallback, checked; throws PaymentVerificationError. */
  verifyReturn(params: ReturnParams): ReturnResult;
  /** A webhook call, checked on its raw bytes; throws PaymentVerificationError. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookEvent;
}

export interface PaymentRef {
  /** Our public payment id (`pay_…`): the provider's reference back to us. */
  paymentId: string;
  method: PaymentMethod;
  amountCent: number;
  currency: Currency;
  /** The storefront's /paymentCallback URL the provider returns the shopper to. */
  returnUrl: string;
}

export interface ChargeRequest extends PaymentRef {
  token: string;
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'failed'; providerRef?: string; message: string }
  /** A second step (3-D Secure): the shopper goes to `url` and the result arrives like a redirect's. */
  | { status: 'requires_action'; providerRef: string; url: string };

export type RedirectRequest = PaymentRef;

export interface RedirectStart {
  providerRef: string;
  url: string;
}

export interface ReturnParams {
  paymentId: string;
  result: string;
  sig: string;
}

export type PaymentResult = 'approved' | 'declined' | 'cancelled';
export const PAYMENT_RESULTS: readonly PaymentResult[] = ['approved', 'declined', 'cancelled'];

export interface ReturnResult {
  paymentId: string;
  result: PaymentResult;
}

export interface WebhookEvent {
  /** The provider's event id (logged; applying is idempotent by the payment's state). */
  id: string;
  paymentId: string;
  result: PaymentResult;
  /** Why it was declined, in words the shopper may read. */
  message?: string;
}

/** A callback or webhook whose signature, freshness or shape is wrong: answered 400, nothing applied. */
export class PaymentVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentVerificationError';
  }
}
