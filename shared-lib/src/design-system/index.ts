export * from './tokens';
export * from './contrast';
export * from './global-styles';
export * from './components';
