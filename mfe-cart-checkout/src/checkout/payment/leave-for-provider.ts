/** Leaves the shop for a payment provider's page (shared-lib's leaveShop: the same object, so tests can spy on it). */
export { leaveShop as leaveForProvider } from '@axlebay/shared-lib';
