export * from './remotes';
export * from './routes';
export * from './navigation';
export * from './parcel-props';
export * from './vehicle';
export * from './session';
export * from './persisted-state';
export * from './cart';
