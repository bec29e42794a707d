import { eq, sql } from 'drizzle-orm';
import { payments } from '../db/schema';
import { CARD_METHODS, WALLET_METHODS, type PaymentMethod, type PaymentNext } from './order-types';
import { latestPayment, lockOrder, type OrderRow, type PaymentRow } from './order-store';
import { markFailed, markPaid, type Confirmation } from './payment-outcomes';
import { sendConfirmation, type PaymentContext } from './payment-context';

const usesToken = (method: string) => CARD_METHODS.includes(method as PaymentMethod) || WALLET_METHODS.includes(method as PaymentMethod);

/**
 * The payment step after placement (spec §9): a card or wallet token is charged, a redirect method
 * (or a card needing 3-D Secure) sends the shopper to the provider. Runs only while the payment is
 * PENDING, with owner, order and payment locked — so a retried placement (same Idempotency-Key)
 * waits for the first one's charge and never charges again; a placement whose process died before
 * charging is charged by its retry. The test gateway answers in-process; a real provider's call is
 * made under these locks too (its idempotency key is our payment id).
 */
export async function collectPayment(ctx: PaymentContext, orderId: number, token: string | undefined): Promise<void> {
  const confirmation = await ctx.database.db.transaction(async (tx): Promise<Confirmation | undefined> => {
    const order = await lockOrder(tx, orderId);
    const payment = order ? await latestPayment(tx, orderId, true) : undefined;
    if (!order || !payment || payment.status !== 'PENDING' || order.status !== 'AWAITING_PAYMENT') return undefined;
    const provider = ctx.registry.provider(payment.provider);
    if (!provider) throw new Error(`payment ${payment.publicId}: provider ${payment.provider} is not configured`);
    const ref = { paymentId: payment.publicId, method: payment.method as PaymentMethod, amountCent: payment.amountCent, currency: order.currency as 'USD' | 'CAD', returnUrl: payment.returnUrl };
    // Nothing to charge (discounts and points paid for all): paid at once.
    if (payment.amountCent === 0) return markPaid(tx, order, payment, undefined);
    if (!usesToken(payment.method)) {
      const started = await provider.startRedirect(ref);
      await requireAction(tx, payment, started.providerRef);
      return undefined;
    }
    if (!token) return undefined;
    const result = await provider.charge({ ...ref, token, idempotencyKey: payment.publicId });
    if (result.status === 'succeeded') return markPaid(tx, order, payment, result.providerRef);
    if (result.status === 'failed') {
      await markFailed(tx, order, payment, result.message, result.providerRef);
      return undefined;
    }
    await requireAction(tx, payment, result.providerRef);
    return undefined;
  });
  sendConfirmation(ctx, confirmation);
}

function requireAction(tx: Parameters<typeof markPaid>[0], payment: PaymentRow, providerRef: string) {
  return tx.update(payments).set({ status: 'REQUIRES_ACTION', providerRef, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
}

/** Where the shopper goes next: the provider while it waits for them, else nowhere (done). */
export async function nextStep(ctx: PaymentContext, order: OrderRow): Promise<PaymentNext> {
  if (order.status !== 'AWAITING_PAYMENT') return { type: 'DONE' };
  const payment = await latestPayment(ctx.database.db, order.id);
  const provider = payment ? ctx.registry.provider(payment.provider) : undefined;
  if (!payment || !provider || payment.status !== 'REQUIRES_ACTION') return { type: 'DONE' };
  return { type: 'REDIRECT', url: provider.continueUrl(payment.publicId, payment.providerRef ?? '') };
}
