import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { sqlRows } from '../cart/cart-catalog';
import { couponUses, memberPoints } from '../db/schema';
import { linesOfOrder, type OrderRow } from './order-store';
import { needsByItem, returnStock } from './stock';

/**
 * What an order that does not go ahead (payment failed, cancelled, timed out) gives back, once:
 * its reserved stock (guarded by `stock_released`), its coupon use (the row is deleted: the code
 * counts as unused again) and its redeemed points (an ORDER_REFUND row of +points in the ledger, so
 * the buyer's points log shows both the use and the return). Runs in the caller's transaction with
 * the order locked.
 */
export async function releaseOrder(tx: Executor, order: OrderRow): Promise<void> {
  const claimed = await sqlRows<{ id: number }>(tx, sql`update shop_order set stock_released = true where id = ${order.id} and not stock_released returning id`);
  if (claimed.length === 0) return;
  const lines = await linesOfOrder(tx, order.id);
  await returnStock(tx, needsByItem(lines));
  await tx.delete(couponUses).where(eq(couponUses.orderId, order.id));
  if (order.accountId !== null && order.pointsUsed > 0) {
    await tx
      .insert(memberPoints)
      .values({ accountId: order.accountId, points: order.pointsUsed, status: 'AVAILABLE', kind: 'ORDER_REFUND', description: `Returned from order ${order.orderNo}`, orderId: order.id })
      .onConflictDoNothing();
  }
}

/** Whether the order's points were given back (tests, diagnostics). */
export async function pointsRefunded(executor: Executor, orderId: number): Promise<boolean> {
  const rows = await executor.select({ id: memberPoints.id }).from(memberPoints).where(and(eq(memberPoints.orderId, orderId), eq(memberPoints.kind, 'ORDER_REFUND')));
  return rows.length > 0;
}
