import type { OrderStatus, OrderStatusGroup, OrderTrackingStep, PaymentMethod } from '@axlebay/shared-lib';

/**
 * How an order's state, steps, payment and delivery are worded wherever an order is shown (order
 * result, tracking, order history and detail).
 */

/** Spec §9 payment methods as the shopper reads them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  stripe: 'Credit or debit card (Stripe)',
  oceanpayment: 'Credit or debit card (Oceanpayment)',
  googlePay: 'Google Pay',
  applePay: 'Apple Pay',
  payPal: 'PayPal',
  payLater: 'PayPal Pay Later',
  klarna: 'Klarna',
};

/** A step of the order's timeline. */
export const ORDER_STEP_LABELS: Readonly<Record<OrderTrackingStep['step'], string>> = {
  PLACED: 'Order placed',
  PAID: 'Payment received',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

/** The order's state on a badge. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  AWAITING_PAYMENT: 'To pay',
  PAID: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

/** The order history's filter (contract ORDER_STATUS_GROUPS). */
export const ORDER_STATUS_GROUP_LABELS: Readonly<Record<OrderStatusGroup, string>> = {
  TO_PAY: 'To pay',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

// Made on first use: shared-lib loads on every page, most of which show no order.
let when: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** "Nov 26, 2026, 10:15 AM" in the shopper's own time zone (for pages shown in the browser only). */
export function orderTimeText(iso: string): string {
  when ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return when.format(new Date(iso));
}

/** "Tue, Nov 24" for an ISO date (yyyy-mm-dd); undefined when it is not one. */
export function deliveryDayText(isoDate: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  day ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return Number.isNaN(date.getTime()) ? undefined : day.format(date);
}

/** Spec §9 label "Est.Delivery": "Est.Delivery Tue, Nov 24 – Mon, Nov 30" (one day when both are the same). */
export function deliveryWindowText(window: { deliveryFrom: string; deliveryTo: string }): string | undefined {
  const from = deliveryDayText(window.deliveryFrom);
  const to = deliveryDayText(window.deliveryTo);
  if (!from || !to) return undefined;
  return from === to ? `Est.Delivery ${from}` : `Est.Delivery ${from} – ${to}`;
}
