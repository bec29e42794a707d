export * from './humanize';
export * from './plain-text';
