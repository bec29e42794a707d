export * from './tokens';
export * from './contrast';
export * from './global-styles';
export * from './components';
export * from './copy/use-copy-text';
export * from './a11y';
