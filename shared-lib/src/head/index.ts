export * from './title';
export * from './canonical-url';
export * from './release-version';
export * from './page-head';
export * from './head-html';
export * from './json-ld';
export { jsonLdText } from './json-ld-text';
export { absoluteHttpUrl, OPEN_GRAPH_PROPERTIES, resolveJsonLdUrls, resolvePageHead, TWITTER_NAMES, type HeadContent, type HeadContext } from './head-content';
export { PAGE_HEAD_ATTRIBUTE } from './head-elements';
