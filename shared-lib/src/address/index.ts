export * from './address-values';
export * from './area-api';
export * from './saved-addresses';
export * from './AddressFields';
export * from './AddressSearch';
