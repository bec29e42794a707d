/**
 * `@axlebay/shared-lib/tracking` (spec §7 Tracking): the page's tracker. Only the shell imports it;
 * remotes publish `track` events on the bus instead. Its own entry, out of the singleton's index.
 */
export { startTracking, trackPageView, type TrackingStart } from './start-tracking';
export type { TrackingDeps, TrackInput } from './tracking-deps';
export { TRACKING_PATHS } from './transport';
export { OUTBOX_STORAGE_KEY } from './outbox';
