export * from './format-money';
export * from './price';
export * from './discount';
export * from './price-view';
export * from './decimal-amount';
