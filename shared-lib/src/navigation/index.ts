export * from './leave-shop';
