export * from './title';
export * from './canonical-url';
export * from './release-version';
export * from './page-head';
export { PAGE_HEAD_ATTRIBUTE } from './head-elements';
