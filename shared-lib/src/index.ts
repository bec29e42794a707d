/**
 * @axlebay/shared-lib — what every Axlebay app shares. Loaded once per page as a Module Federation
 * singleton. See README.md in this folder for the remote contract.
 */
export * from './contracts';
export * from './bus';
export * from './api';
export * from './market';
export * from './money';
export * from './head';
export * from './monitoring';
export * from './parcel';
export * from './ssr';
export * from './design-system';
export * from './text';
export * from './forms';
export * from './postal';
export * from './storage';
export * from './navigation';
