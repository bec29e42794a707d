export * from './picture-url';
