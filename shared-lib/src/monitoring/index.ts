export * from './monitoring';
