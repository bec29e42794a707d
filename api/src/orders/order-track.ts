import type { Executor } from '../accounts/executor';
import { linesOfOrder, type OrderRow } from './order-store';
import { SHIPPING_METHOD_NAMES, type OrderStatus, type ShippingMethodCode } from './order-types';

/** One answer for an unknown number, a wrong email or a malformed pair: the pair reveals nothing. */
export const TRACK_NOT_FOUND = 'We could not find an order with that number and email address. Please check both and try again.';

/** Lines named on the tracking page; the rest is counted. */
const NAMED_LINES = 3;

export type TrackingStep = 'PLACED' | 'PAID' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PAYMENT_FAILED';

/** The contract's OrderTracking (shared-lib contracts/checkout.ts). */
export interface OrderTrackingView {
  orderNo: string;
  status: OrderStatus;
  placedAt: string;
  shippingMethodName: string;
  deliveryFrom?: string;
  deliveryTo?: string;
  itemCount: number;
  items: Array<{ title: string; itemCount: number; urlHandle: string }>;
  timeline: Array<{ step: TrackingStep; at?: string }>;
}

/** Emails match whatever their case and surrounding spaces (the order keeps what the shopper typed). */
export function sameEmail(typed: string, recorded: string): boolean {
  return typed.trim().toLowerCase() === recorded.trim().toLowerCase();
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/**
 * The order's steps from its recorded times (spec §4 order transitions: order-states.ts): an order on
 * its way lists every step, the ones ahead without a time; a cancelled or failed order ends there.
 */
export function timelineOf(order: Pick<OrderRow, 'status' | 'placedAt' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'updatedAt'>): OrderTrackingView['timeline'] {
  const placed = { step: 'PLACED' as const, at: iso(order.placedAt) };
  if (order.status === 'CANCELLED') return [placed, { step: 'CANCELLED', at: iso(order.cancelledAt ?? order.updatedAt) }];
  if (order.status === 'PAYMENT_FAILED') return [placed, { step: 'PAYMENT_FAILED', at: iso(order.updatedAt) }];
  const steps: OrderTrackingView['timeline'] = [placed, { step: 'PAID', at: iso(order.paidAt) }, { step: 'SHIPPED', at: iso(order.shippedAt) }, { step: 'DELIVERED', at: iso(order.deliveredAt) }];
  return steps.map((s) => (s.at ? s : { step: s.step }));
}

/** Where the order is, for /order/track: no prices, address or payment. */
export async function trackingView(executor: Executor, order: OrderRow): Promise<OrderTrackingView> {
  const lines = await linesOfOrder(executor, order.id);
  const method = order.shippingMethod as ShippingMethodCode;
  return {
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    placedAt: order.placedAt.toISOString(),
    shippingMethodName: SHIPPING_METHOD_NAMES[method] ?? method,
    ...(order.deliveryFrom ? { deliveryFrom: order.deliveryFrom } : {}),
    ...(order.deliveryTo ? { deliveryTo: order.deliveryTo } : {}),
    itemCount: lines.reduce((sum, l) => sum + l.itemCount, 0),
    items: lines.slice(0, NAMED_LINES).map((l) => ({ title: l.title, itemCount: l.itemCount, urlHandle: l.urlHandle })),
    timeline: timelineOf(order),
  };
}
