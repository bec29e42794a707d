export * from './mount-harness';
export * from './match-path';
