export * from './order-text';
export * from './order-totals';
