import type { OrderLineView, OrderStatus, OrderTrackingStep, OrderView } from './checkout';

/**
 * The signed-in buyer's orders (spec §2 /myAccount/orderHistory and /myAccount/orderHistory/orderDetail):
 * the history, newest first, and one order with its timeline. Buyer paths: they need the buyer's
 * token, and only the buyer's own orders are ever answered (any other number: 404 "This order does not exist").
 */
export const ORDER_HISTORY_API = {
  /** GET ?page=&size=&status=: `BuyerOrderPage` (size at most ORDER_HISTORY_MAX_SIZE; status an OrderStatusGroup). */
  list: '/order/buyer/order/list',
  /** GET: `BuyerOrderDetail`. */
  detail: (orderNo: string) => `/order/buyer/order/${encodeURIComponent(orderNo)}`,
} as const;

export const ORDER_HISTORY_MAX_SIZE = 50;

/** The history's filter: the order states as a shopper thinks of them (a failed payment is "Cancelled"). */
export const ORDER_STATUS_GROUPS = {
  TO_PAY: ['AWAITING_PAYMENT'],
  PROCESSING: ['PAID'],
  SHIPPED: ['SHIPPED'],
  DELIVERED: ['DELIVERED'],
  CANCELLED: ['CANCELLED', 'PAYMENT_FAILED'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;

export interface BuyerOrderListQuery {
  page?: number;
  size?: number;
  status?: OrderStatusGroup;
}

/** An order of the history: what it cost, where it is and its first lines. */
export interface BuyerOrderSummary {
  orderNo: string;
  placedAt: string;
  status: OrderStatus;
  currency: 'USD' | 'CAD';
  totalCent: number;
  /** Parts in the order (sum of line counts). */
  itemCount: number;
  lineCount: number;
  /** The first three lines. */
  lines: Array<{ title: string; urlHandle: string; mainImage?: string; itemCount: number }>;
}

export interface BuyerOrderPage {
  list: BuyerOrderSummary[];
  total: number;
  page: number;
  size: number;
}

export interface BuyerOrderLine extends OrderLineView {
  itemType: string;
  /** null when the line is not part of a bundle. */
  bundleId: number | null;
  /** The part can be bought again in the order's shop now ("Buy again" reports the others). */
  onSale: boolean;
}

/** One order of the buyer's: the order as placed (OrderView) with the timeline of its states. */
export interface BuyerOrderDetail extends Omit<OrderView, 'lines'> {
  lines: BuyerOrderLine[];
  shippedAt?: string;
  deliveredAt?: string;
  cancelledAt?: string;
  timeline: OrderTrackingStep[];
}
