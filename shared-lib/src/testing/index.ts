export * from './render-route';
export * from './scripted-api';
