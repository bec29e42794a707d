export * from './announce';
export * from './focus';
