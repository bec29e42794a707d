import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { accounts, cartLines, memberPoints, orders, payments } from '../db/schema';
import { earnPercentAt, pointsForPaid } from '../members/earn-rate';
import { assertMove } from './order-states';
import { linesOfOrder, type OrderRow, type PaymentRow } from './order-store';
import { releaseOrder } from './release-order';

/**
 * What a payment's outcome does to its order (spec §9 payment methods), inside the caller's
 * transaction with owner, order and payment locked. Each runs only while the payment is open
 * (PENDING / REQUIRES_ACTION): the callback and the webhook may both bring the same result, in any
 * order, and the second finds nothing left to do.
 */
export const OPEN_PAYMENT = ['PENDING', 'REQUIRES_ACTION'];
export const PAYMENT_CANCELLED_MESSAGE = 'The payment was cancelled.';
export const PAYMENT_TIMEOUT_MESSAGE = 'The time to pay for this order ran out.';

/** Something to do once the transaction committed (the confirmation email). */
export interface Confirmation {
  email: string;
  orderNo: string;
  totalCent: number;
  currency: string;
}

const setPayment = (tx: Executor, payment: PaymentRow, set: Partial<typeof payments.$inferInsert>) =>
  tx.update(payments).set({ ...set, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));

/** Paid: points earned, first-order discount used up, the ordered lines leave the cart. */
export async function markPaid(tx: Executor, order: OrderRow, payment: PaymentRow, providerRef: string | undefined): Promise<Confirmation | undefined> {
  await setPayment(tx, payment, { status: 'SUCCEEDED', ...(providerRef ? { providerRef } : {}) });
  if (order.status !== 'AWAITING_PAYMENT') return undefined; // e.g. timed out meanwhile: refunded by hand (README)
  assertMove(order.status, 'PAID');
  // Signed-in buyers earn at their level's rate (before this order counts) plus a joined activity's bonus.
  const earned = order.accountId !== null ? pointsForPaid(order.totalCent, await earnPercentAt(tx, order.accountId, new Date())) : 0;
  await tx.update(orders).set({ status: 'PAID', paidAt: sql`now()`, pointsEarned: earned, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  if (order.accountId !== null) {
    if (earned > 0) {
      await tx
        .insert(memberPoints)
        .values({ accountId: order.accountId, points: earned, status: 'AVAILABLE', kind: 'ORDER_EARN', description: `Earned on order ${order.orderNo}`, orderId: order.id })
        .onConflictDoNothing();
    }
    if (order.usedFirstDiscount) await tx.update(accounts).set({ useFirstDiscount: true, updatedAt: sql`now()` }).where(eq(accounts.id, order.accountId));
  }
  await removeOrderedLines(tx, order);
  return { email: order.email, orderNo: order.orderNo, totalCent: order.totalCent, currency: order.currency };
}

/** Declined: the order keeps its record with the reason; stock, coupon and points go back; the cart stays. */
export async function markFailed(tx: Executor, order: OrderRow, payment: PaymentRow, message: string, providerRef?: string): Promise<void> {
  await setPayment(tx, payment, { status: 'FAILED', failureMessage: message, ...(providerRef ? { providerRef } : {}) });
  if (order.status !== 'AWAITING_PAYMENT') return;
  assertMove(order.status, 'PAYMENT_FAILED');
  await tx.update(orders).set({ status: 'PAYMENT_FAILED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await releaseOrder(tx, order);
}

/** Cancelled by the shopper at the provider, or timed out: like a failure, status CANCELLED. */
export async function markCancelled(tx: Executor, order: OrderRow, payment: PaymentRow | undefined, message: string): Promise<void> {
  if (payment && OPEN_PAYMENT.includes(payment.status)) await setPayment(tx, payment, { status: 'CANCELLED', failureMessage: message });
  if (order.status !== 'AWAITING_PAYMENT') return;
  assertMove(order.status, 'CANCELLED');
  await tx.update(orders).set({ status: 'CANCELLED', cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await releaseOrder(tx, order);
}

/** The cart lines that were ordered (same line key); lines added since, and unbuyable ones, stay. */
async function removeOrderedLines(tx: Executor, order: OrderRow): Promise<void> {
  if (order.cartId === null) return;
  const lines = await linesOfOrder(tx, order.id);
  if (lines.length === 0) return;
  const keys = lines.map((l) => and(eq(cartLines.skuId, l.skuId), eq(cartLines.itemType, l.itemType), eq(cartLines.bundleId, l.bundleId)));
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, order.cartId), or(...keys)));
  await tx.execute(sql`update cart set updated_at = now() where id = ${order.cartId}`);
}
