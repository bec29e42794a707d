export * from './create-remote-parcel';
export * from './remote-context';
export * from './remote-error-boundary';
export * from './use-page-head';
export * from './RoutePageFrame';
export * from './create-exposed-parcel';
export * from './ExposedParcel';
export * from './use-api-data';
