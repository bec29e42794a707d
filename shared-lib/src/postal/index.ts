export * from './postal-cookies';
export * from './postal-types';
export * from './postal-service';
