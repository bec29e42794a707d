import type { OrderStatus } from '@axlebay/shared-lib';

/** The order's state in a sentence, as the tracking page heads its answer. */
export const STATUS_HEADLINE: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Waiting for payment',
  PAID: 'Paid — we are preparing it',
  SHIPPED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment did not go through',
};
