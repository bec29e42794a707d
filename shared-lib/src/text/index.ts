export * from './humanize';
export * from './plain-text';
export * from './format-count';
