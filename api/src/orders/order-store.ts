import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { accounts, carts, orderLines, orders, payments } from '../db/schema';
import { isPaymentId } from './order-numbers';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The order a placement with this owner and key made, if any (idempotency). */
export async function findByIdempotencyKey(executor: Executor, ownerKey: string, key: string): Promise<OrderRow | undefined> {
  const rows = await executor.select().from(orders).where(and(eq(orders.ownerKey, ownerKey), eq(orders.idempotencyKey, key))).limit(1);
  return rows[0];
}

export async function findOrder(executor: Executor, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = executor.select().from(orders).where(eq(orders.id, id)).limit(1);
  return (lock ? await query.for('update') : await query)[0];
}

export async function findOrderByNo(executor: Executor, orderNo: string): Promise<OrderRow | undefined> {
  return (await executor.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1))[0];
}

export async function linesOfOrder(executor: Executor, orderId: number): Promise<OrderLineRow[]> {
  return executor.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** The order's latest payment attempt. */
export async function latestPayment(executor: Executor, orderId: number, lock = false): Promise<PaymentRow | undefined> {
  const query = executor.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return (lock ? await query.for('update') : await query)[0];
}

export async function findPaymentByPublicId(executor: Executor, publicId: string): Promise<PaymentRow | undefined> {
  if (!isPaymentId(publicId)) return undefined;
  return (await executor.select().from(payments).where(eq(payments.publicId, publicId)).limit(1))[0];
}

/**
 * Locks what the placement locks first — the account row (then its cart), or the guest's cart row — so every change
 * to an order's owner runs one after the other, in the same lock order everywhere (owner, order,
 * payment, items).
 */
export async function lockOwnerOf(tx: Executor, order: Pick<OrderRow, 'accountId' | 'cartId'>): Promise<void> {
  if (order.accountId !== null) await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, order.accountId)).for('update');
  // Then the cart (as the placement and the cart's own changes do): a paid order removes its lines.
  if (order.cartId !== null) await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, order.cartId)).for('update');
}

/** Locks the order and its owner (owner first), answering the order as it is now. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const first = await findOrder(tx, orderId);
  if (!first) return undefined;
  await lockOwnerOf(tx, first);
  return findOrder(tx, orderId, true);
}

export const touchOrder = { updatedAt: sql`now()` };
