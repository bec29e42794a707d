export * from './postal-cookies';
export * from './postal-types';
export * from './postal-service';
export * from './use-postal-code';
