import type { PaymentMethod } from '../../orders/order-types';
import {
  PAYMENT_RESULTS,
  PaymentVerificationError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type PaymentResult,
  type RedirectRequest,
  type RedirectStart,
  type ReturnParams,
  type ReturnResult,
  type WebhookEvent,
} from '../provider';
import { derivedKey, hmacHex, safeEqual } from '../signing';
import { readToken } from './gateway-tokens';
import { DECLINE_MESSAGES } from './test-cards';

export const TEST_GATEWAY_ID = 'test-gateway';
/** Webhook timestamps older or newer than this are refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
export const SIGNATURE_HEADER = 'x-gateway-signature';
export const RETURN_NOT_VERIFIED = 'This payment result could not be verified';

export const hostedPagePath = (paymentId: string) => `/payment/public/test-gateway/pay/${encodeURIComponent(paymentId)}`;

/**
 * The test gateway: a payment provider that behaves like a real one, served by this API (there is no
 * network to real providers). Card and wallet tokens are charged by their test outcome; the hosted
 * page (gateway-routes.ts) stands in for PayPal / Klarna / Pay Later and for the 3-D Secure
 * challenge. Results come back signed: to the shopper's return URL (`sig`) and as webhooks.
 */
export class TestGateway implements PaymentProvider {
  readonly id = TEST_GATEWAY_ID;
  readonly tokenKey: Buffer;
  private readonly returnKey: Buffer;
  private readonly webhookKey: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.tokenKey = derivedKey(secret, 'test-gateway/token');
    this.returnKey = derivedKey(secret, 'test-gateway/return');
    this.webhookKey = derivedKey(secret, 'test-gateway/webhook');
  }

  checkToken(method: PaymentMethod, token: string): string | undefined {
    const read = readToken(this.tokenKey, token);
    if ('problem' in read) return read.problem;
    if (read.claims.method !== method) return 'This payment token was made for another payment method. Please enter your payment details again.';
    return undefined;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const read = readToken(this.tokenKey, request.token);
    if ('problem' in read) return { status: 'failed', message: read.problem };
    if (read.claims.method !== request.method) return { status: 'failed', message: 'This payment token was made for another payment method.' };
    // The charge id is the token's: charging one token again is the same charge (idempotent).
    const providerRef = `ch_${read.claims.id}`;
    switch (read.claims.outcome) {
      case 'succeed':
        return { status: 'succeeded', providerRef };
      case 'authenticate':
        return { status: 'requires_action', providerRef, url: this.publicUrl + hostedPagePath(request.paymentId) };
      default:
        return { status: 'failed', providerRef, message: DECLINE_MESSAGES[read.claims.outcome] };
    }
  }

  async startRedirect(request: RedirectRequest): Promise<RedirectStart> {
    return { providerRef: `hp_${request.paymentId}`, url: this.publicUrl + hostedPagePath(request.paymentId) };
  }

  continueUrl(paymentId: string): string {
    return this.publicUrl + hostedPagePath(paymentId);
  }

  /** `sig` of a return: HMAC-SHA256 (hex) of "paymentId.result" with the gateway's return key. */
  signReturn(paymentId: string, result: PaymentResult): string {
    return hmacHex(this.returnKey, `${paymentId}.${result}`);
  }

  verifyReturn(params: ReturnParams): ReturnResult {
    const result = params.result as PaymentResult;
    if (!PAYMENT_RESULTS.includes(result) || !safeEqual(this.signReturn(params.paymentId, result), params.sig)) {
      throw new PaymentVerificationError(RETURN_NOT_VERIFIED);
    }
    return { paymentId: params.paymentId, result };
  }

  /** The `X-Gateway-Signature` header of a webhook body: `t=<unix>,v1=<hmac of "t.rawBody">`. */
  signWebhook(rawBody: string, unixSeconds = Math.floor(Date.now() / 1000)): string {
    return `t=${unixSeconds},v1=${hmacHex(this.webhookKey, `${unixSeconds}.${rawBody}`)}`;
  }

  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string, now = Date.now()): WebhookEvent {
    const raw = headers[SIGNATURE_HEADER];
    const header = Array.isArray(raw) ? raw[0] : raw;
    const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
    const t = Number(parts.get('t'));
    const v1 = parts.get('v1') ?? '';
    if (!header || !Number.isInteger(t) || !safeEqual(hmacHex(this.webhookKey, `${t}.${rawBody}`), v1)) {
      throw new PaymentVerificationError('The webhook signature is not valid');
    }
    if (Math.abs(now / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new PaymentVerificationError('The webhook signature has expired');
    let event: Partial<WebhookEvent>;
    try {
      event = JSON.parse(rawBody) as Partial<WebhookEvent>;
    } catch {
      throw new PaymentVerificationError('The webhook body is not JSON');
    }
    if (typeof event.id !== 'string' || typeof event.paymentId !== 'string' || !PAYMENT_RESULTS.includes(event.result as PaymentResult)) {
      throw new PaymentVerificationError('The webhook event is not one this shop knows');
    }
    return { id: event.id, paymentId: event.paymentId, result: event.result as PaymentResult, ...(typeof event.message === 'string' ? { message: event.message } : {}) };
  }
}
