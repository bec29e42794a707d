import { TRACKER_KEY, type TrackerInspection } from '@axlebay/shared-lib';

/** The page's one tracker, if it started (shared-lib contract: a global symbol, like the bus). */
export function trackerInspection(): TrackerInspection | undefined {
  const found = (globalThis as Record<symbol, unknown>)[Symbol.for(TRACKER_KEY)] as Partial<TrackerInspection> | undefined;
  return found && typeof found.sent === 'function' && typeof found.pending === 'function' ? (found as TrackerInspection) : undefined;
}
