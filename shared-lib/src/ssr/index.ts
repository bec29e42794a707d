export * from './page-data';
export * from './page-data-context';
export * from './use-not-found';
