export * from './humanize';
