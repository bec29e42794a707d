export * from './markets';
export * from './noindex-shop';
export * from './resolve-market';
export * from './postal-code';
