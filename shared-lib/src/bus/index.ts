export * from './events';
export * from './event-bus';
export * from './validate-event';
export * from './global-bus';
export * from './use-bus';
export * from './rx';
