import type { OrderStatus } from './order-types';

/**
 * The order's life (spec §4 "Other transitions (orders, checkout)": defined here): placed orders wait
 * for their payment, then ship and arrive; an unpaid order is cancelled (timeout, shopper cancelled at
 * the provider) or its payment fails. The one table of allowed moves; anything else is refused.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AWAITING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'CANCELLED'],
  PAID: ['SHIPPED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
  PAYMENT_FAILED: [],
};

export const ORDER_STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

export class IllegalOrderMove extends Error {
  constructor(
    readonly from: string,
    readonly to: OrderStatus,
  ) {
    super(`an order cannot move from ${from} to ${to}`);
    this.name = 'IllegalOrderMove';
  }
}

/** Throws unless `from → to` is in the table (a programming error: callers check the state first). */
export function assertMove(from: string, to: OrderStatus): void {
  if (!canMove(from as OrderStatus, to)) throw new IllegalOrderMove(from, to);
}

/** States whose stock is still held by the order (reserved at placement). */
export const HOLDS_STOCK: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED'];

/**
 * The order history's filter (spec §2 /myAccount/orderHistory): the states as a shopper thinks of
 * them. A failed payment ends the order like a cancellation, so both are "Cancelled". Mirrored in
 * the storefront contract (shared-lib/src/contracts/orders.ts).
 */
export const ORDER_STATUS_GROUPS = {
  TO_PAY: ['AWAITING_PAYMENT'],
  PROCESSING: ['PAID'],
  SHIPPED: ['SHIPPED'],
  DELIVERED: ['DELIVERED'],
  CANCELLED: ['CANCELLED', 'PAYMENT_FAILED'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;
