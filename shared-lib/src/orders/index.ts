export * from './order-text';
export * from './order-totals';
export * from './OrderTimeline';
export * from './OrderTotals';
