import type { PaymentResult } from '../payment/provider';
import { findPaymentByPublicId, latestPayment, lockOrder, type OrderRow } from './order-store';
import { markCancelled, markFailed, markPaid, OPEN_PAYMENT, PAYMENT_CANCELLED_MESSAGE, type Confirmation } from './payment-outcomes';
import { sendConfirmation, type PaymentContext } from './payment-context';

export const DECLINED_MESSAGE = 'The payment was declined.';

/**
 * Applies a verified provider result (the shopper's return or a webhook) to its payment and order,
 * once: whichever arrives first moves the payment out of PENDING / REQUIRES_ACTION, the other finds
 * it settled and changes nothing. Answers the order as it is afterwards (undefined: no such payment).
 */
export async function applyPaymentResult(
  ctx: PaymentContext,
  paymentId: string,
  result: PaymentResult,
  message?: string,
): Promise<OrderRow | undefined> {
  const found = await findPaymentByPublicId(ctx.database.db, paymentId);
  if (!found) return undefined;
  let confirmation: Confirmation | undefined;
  const order = await ctx.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const payment = order ? await latestPayment(tx, found.orderId, true) : undefined;
    if (!order) return undefined;
    // Only the order's current attempt can move it; an older attempt's late result is ignored.
    if (!payment || payment.id !== found.id || !OPEN_PAYMENT.includes(payment.status)) return order;
    if (result === 'approved') {
      confirmation = await markPaid(tx, order, payment, undefined);
      if (order.status !== 'AWAITING_PAYMENT') {
        ctx.log.error({ orderNo: order.orderNo, paymentId, status: order.status }, 'payment approved for an order that no longer awaits it: refund it at the provider');
      }
    } else if (result === 'declined') await markFailed(tx, order, payment, message?.trim() || DECLINED_MESSAGE);
    else await markCancelled(tx, order, payment, PAYMENT_CANCELLED_MESSAGE);
    return lockOrder(tx, order.id);
  });
  sendConfirmation(ctx, confirmation);
  return order;
}
