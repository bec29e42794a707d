export * from './monitoring';
export * from './constants';
export * from './global-handlers';
