import { applyPaymentResult } from '../orders/apply-payment-result';
import { findPaymentByPublicId } from '../orders/order-store';
import type { PaymentContext } from '../orders/payment-context';
import { PaymentVerificationError } from './provider';

export type WebhookOutcome = { status: 'applied' | 'ignored' } | { status: 'unknown-provider' };

/**
 * A provider's webhook (POST /order/public/payment/webhook/:provider), on its raw bytes: the
 * provider checks the signature and freshness (a PaymentVerificationError is a 400), then the result
 * is applied once. The test gateway's hosted page calls this function in-process with a signed event,
 * exactly as its HTTP webhook would arrive.
 */
export async function handleWebhook(
  ctx: PaymentContext,
  providerId: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<WebhookOutcome> {
  const provider = ctx.registry.provider(providerId);
  if (!provider) return { status: 'unknown-provider' };
  const event = provider.verifyWebhook(headers, rawBody);
  const payment = await findPaymentByPublicId(ctx.database.db, event.paymentId);
  // A payment of another provider is never moved by this one's events.
  if (!payment || payment.provider !== provider.id) {
    ctx.log.warn({ provider: providerId, eventId: event.id, paymentId: event.paymentId }, 'webhook for an unknown payment ignored');
    return { status: 'ignored' };
  }
  await applyPaymentResult(ctx, event.paymentId, event.result, event.message);
  ctx.log.info({ provider: providerId, eventId: event.id, paymentId: event.paymentId, result: event.result }, 'payment webhook');
  return { status: 'applied' };
}

export { PaymentVerificationError };
