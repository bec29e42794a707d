/**
 * `@axlebay/shared-lib/address`: a US or Canadian address in a form. Its own entry, not in the
 * singleton's index: only the pages with an address form (checkout's information step, the address
 * book) load it, in their own chunk. It takes the shared pieces (API, market, design system) from the
 * `@axlebay/shared-lib` singleton, never from a copy.
 */
export * from './address-values';
export * from './area-api';
export * from './saved-addresses';
export * from './AddressFields';
export * from './AddressSearch';
