import { bus, TRACKER_KEY, type BusEvent, type TrackerInspection } from '@axlebay/shared-lib';
import type { Tracker } from './tracker';
import type { TrackInput, TrackingDeps } from './tracking-deps';

/**
 * The first-load part of the tracker: it only records what happens (bus events, page views) with
 * their time and path, and loads the tracker itself when the page is idle, which then takes the
 * record over. One per page, under `Symbol.for('axlebay.tracker')` (the debug panel and tests read it).
 */
const TRACKED_BUS_EVENTS: ReadonlySet<string> = new Set(['track', 'vehicle.changed', 'order.placed']);

interface PageTracker extends TrackerInspection {
  input(input: TrackInput): void;
}

const KEY = Symbol.for(TRACKER_KEY);
const g = globalThis as typeof globalThis & { [KEY]?: PageTracker };

export interface TrackingStart {
  /** When the tracker may load (the shell: after the first page is on screen, when idle). */
  whenIdle(run: () => void): void;
  /** The tracker's own chunk. */
  load?: () => Promise<{ createTracker: typeof import('./tracker').createTracker }>;
}

export function startTracking(deps: TrackingDeps, start: TrackingStart): TrackerInspection {
  if (g[KEY]) return g[KEY];
  const record: TrackInput[] = [];
  let tracker: Tracker | undefined;
  const defaultGarageId = bus.latest('vehicle.changed')?.garageId;
  const page: PageTracker = {
    input: (input) => (tracker ? tracker.handle(input) : record.push(input)),
    sent: () => tracker?.sent() ?? [],
    pending: () => (tracker?.pending() ?? 0) + record.length,
  };
  g[KEY] = page;
  bus.events$.subscribe((event: BusEvent) => {
    if (TRACKED_BUS_EVENTS.has(event.type)) page.input({ kind: 'bus', event, at: Date.now(), path: location.pathname });
  });
  const leave = () => tracker?.leave();
  addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leave());
  start.whenIdle(() => {
    (start.load ?? (() => import(/* webpackChunkName: "tracker" */ './tracker')))().then(
      ({ createTracker }) => {
        tracker = createTracker(deps, { defaultGarageId });
        record.splice(0).forEach(tracker.handle);
      },
      () => undefined, // the tracker's chunk did not load: the page goes on untracked
    );
  });
  return page;
}

let lastPath: string | undefined;

/** A page view (spec §7): the shell calls it on every route change; a no-op where tracking is not started (the server). */
export function trackPageView(path: string): void {
  if (path === lastPath) return;
  const referrer = lastPath === undefined ? document.referrer : location.origin + lastPath;
  lastPath = path;
  g[KEY]?.input({ kind: 'page', at: Date.now(), path, referrer });
}
