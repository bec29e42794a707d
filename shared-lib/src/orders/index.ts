/**
 * `@axlebay/shared-lib/orders`: how a placed order is shown (order result, tracking, order history and
 * detail): payment, state and step labels, delivery window, times, the totals rows, `OrderTimeline`
 * and `OrderTotals`. Its own entry, not in the singleton's index: only pages that show an order load
 * it, in their own chunk. It takes the shared pieces (contracts, money, design system) from the
 * `@axlebay/shared-lib` singleton, never from a copy.
 */
export * from './order-text';
export * from './order-totals';
export * from './OrderTimeline';
export * from './OrderTotals';
