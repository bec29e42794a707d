import { startPeriodicJob } from '../db/periodic-job';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { findOrder, latestPayment, type OrderRow } from './order-store';
import { markCancelled, PAYMENT_TIMEOUT_MESSAGE } from './payment-outcomes';

/**
 * Unpaid orders give their stock back (spec §9 payment methods; the wait is config.paymentDueMinutes):
 * an AWAITING_PAYMENT order past `payment_due_at` is CANCELLED, its open payment too, and stock,
 * coupon and points are returned once. An order another transaction holds (a payment being applied)
 * is skipped and looked at again next time.
 */
export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

/** Cancels one order if it is due; true when it did. */
export async function expireOrderIfDue(tx: Executor, orderId: number, now: Date = new Date()): Promise<boolean> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT'), lte(orders.paymentDueAt, now)))
    .for('update', { skipLocked: true });
  const order = rows[0];
  if (!order) return false;
  await markCancelled(tx, order, await latestPayment(tx, order.id, true), PAYMENT_TIMEOUT_MESSAGE);
  return true;
}

/** The order as it is now: an unpaid order past its time is cancelled before it is shown (the sweeper may not have run yet). */
export async function currentOrder(database: Database, found: OrderRow): Promise<OrderRow> {
  if (found.status === 'AWAITING_PAYMENT' && found.paymentDueAt <= new Date()) {
    await database.db.transaction((tx) => expireOrderIfDue(tx, found.id));
  }
  return (await findOrder(database.db, found.id))!;
}

/** An account's unpaid orders whose time ran out are cancelled before its order list is read. */
export async function expireDueOrdersOf(database: Database, accountId: number, now: Date = new Date()): Promise<void> {
  const due = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'AWAITING_PAYMENT'), lte(orders.paymentDueAt, now)));
  for (const { id } of due) await database.db.transaction((tx) => expireOrderIfDue(tx, id, now));
}

/** One sweep: every due order (in batches, oldest first), each in its own short transaction. Answers how many were cancelled. */
export async function expireDueOrders(database: Database, now: Date = new Date()): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'AWAITING_PAYMENT'), lte(orders.paymentDueAt, now)))
      .orderBy(asc(orders.paymentDueAt))
      .limit(BATCH);
    let changed = 0;
    for (const { id } of due) {
      if (await database.db.transaction((tx) => expireOrderIfDue(tx, id, now))) changed++;
    }
    cancelled += changed;
    // A batch where nothing could be taken (all held elsewhere) waits for the next sweep.
    if (due.length < BATCH || changed === 0) return cancelled;
  }
}

/** Runs the sweep now (orders that ran out while the server was down) and every minute until stopped. */
export function startOrderSweeper(database: Database, log: (error: unknown) => void, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  return startPeriodicJob(() => expireDueOrders(database), log, intervalMs);
}
