import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { canMove } from './order-states';
import { findOrderByNo, lockOrder, touchOrder } from './order-store';
import type { OrderStatus } from './order-types';

/** What the warehouse or the carrier reports about a paid order (spec §4 order transitions). */
export type FulfilmentEvent = 'SHIPPED' | 'DELIVERED';
export const FULFILMENT_EVENTS: readonly FulfilmentEvent[] = ['SHIPPED', 'DELIVERED'];

export type FulfilmentOutcome =
  | { result: 'moved'; status: OrderStatus }
  /** The same report again (carriers resend): nothing changes, the first time stays. */
  | { result: 'unchanged'; status: OrderStatus }
  | { result: 'not-found' }
  /** A move the order's state does not allow (an unpaid or cancelled order cannot ship). */
  | { result: 'refused'; status: OrderStatus };

/**
 * Records a shipment or a delivery once, with its time, under the order's lock (the same lock order as
 * payment results). A delivery reported before the shipment ships and delivers the order at once:
 * the carrier's scan can overtake the warehouse's message.
 */
export async function recordFulfilment(database: Database, orderNo: string, event: FulfilmentEvent, at: Date = new Date()): Promise<FulfilmentOutcome> {
  const found = await findOrderByNo(database.db, orderNo);
  if (!found) return { result: 'not-found' };
  return database.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, found.id))!;
    const status = order.status as OrderStatus;
    if (status === event || (status === 'DELIVERED' && event === 'SHIPPED')) return { result: 'unchanged', status };
    // The moves of order-states.ts, one step at a time: PAID → SHIPPED → DELIVERED.
    const shipFirst = event === 'DELIVERED' && status === 'PAID';
    if (!(shipFirst || canMove(status, event))) return { result: 'refused', status };
    await tx
      .update(orders)
      .set({ status: event, ...(order.shippedAt ? {} : { shippedAt: at }), ...(event === 'DELIVERED' ? { deliveredAt: at } : {}), ...touchOrder })
      .where(eq(orders.id, order.id));
    return { result: 'moved', status: event };
  });
}
