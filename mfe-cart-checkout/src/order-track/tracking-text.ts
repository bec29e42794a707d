import type { OrderStatus, OrderTrackingStep } from '@axlebay/shared-lib';

/** The order's state in a sentence, as the tracking page heads its answer. */
export const STATUS_HEADLINE: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Waiting for payment',
  PAID: 'Paid — we are preparing it',
  SHIPPED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment did not go through',
};

export const STEP_LABEL: Record<OrderTrackingStep['step'], string> = {
  PLACED: 'Order placed',
  PAID: 'Payment received',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 26, 2026, 10:15 AM" in the shopper's own time zone (the answer is shown in the browser only). */
export const whenText = (iso: string) => WHEN.format(new Date(iso));
