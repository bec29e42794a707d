export * from './Button';
export * from './Link';
export * from './Breadcrumb';
export * from './PageFrame';
export * from './RouteDetails';
export * from './RemoteFallback';
export * from './LoadingArea';
export * from './VisuallyHidden';
