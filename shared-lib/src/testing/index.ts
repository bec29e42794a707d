export * from './render-route';
export * from './scripted-api';
export * from './type-address';
export * from './server-then-hydrate';
