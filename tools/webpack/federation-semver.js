// Stands in for runtime-core's `utils/semver/index.js` in the federation runtime file
// (federationRuntimeConfig in create-app-config.cjs): the same `satisfy`, memoised.
import { satisfy as satisfyUncached } from 'axlebay-federation-semver-original';
import { memoizeSatisfy } from './memoize-satisfy';

export const satisfy = memoizeSatisfy(satisfyUncached);
