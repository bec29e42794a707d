/**
 * Signals (spec §7 "Tracking", "Third-party", §8 monitoring rules, §9 tracking and monitoring constants):
 * the shapes the browser's tracker sends and the API stores. Remotes never call the tracking endpoints;
 * they publish a `track` event on the bus and the shell's one tracker per page sends it.
 */

/** Spec §9 tracking constants. */
export const TRACKING = {
  /** Failed sends are queued locally and retried after 2.5 s (spec §8 "Tracking send failure"). */
  retryMs: 2_500,
  /** Exposure events are sent in batches of 50. */
  exposureBatchSize: 50,
  /** Search and view-category events are debounced 300 ms. */
  searchDebounceMs: 300,
  /** Scroll events are debounced 400 ms. */
  scrollDebounceMs: 400,
  /** Event ids are a 10-character hash. */
  eventIdLength: 10,
} as const;

/** Behaviour events (POST /data-service/public/event/track). */
export type BehaviourEventName =
  | 'page_view'
  | 'search'
  | 'view_category'
  | 'scroll'
  | 'vehicle_changed'
  | 'change_default_vehicle'
  | 'add_to_cart'
  | 'checkout_step'
  | 'order_placed'
  | 'exposure'
  | 'web_vital'
  | 'debug';

/** Spec §4: scroll direction is bottom, top or empty. */
export type ScrollDirection = 'bottom' | 'top' | '';

/** A property value an event may carry: flat, so the API can store it as JSON and query it. */
export type TrackValue = string | number | boolean | null;

/** What a remote publishes on the bus (`track`); the tracker adds ids, page, time and identity. */
export interface TrackPayload {
  name: BehaviourEventName;
  props?: Record<string, TrackValue>;
}

/** One stored behaviour event, as the tracker sends it. */
export interface TrackedEvent {
  /** 10 characters, [0-9a-z] */
  eventId: string;
  name: BehaviourEventName;
  /** Client clock, ms since epoch. */
  at: number;
  /** The route's name from shared-lib ROUTES (spec §7: page type mapped from the route patterns). */
  pageType: string;
  path: string;
  visitorKey: string;
  sessionId: string;
  /** Client A/B group. */
  group: 'A' | 'B';
  props: Record<string, TrackValue>;
}

/** Body of POST /data-service/public/event/track. */
export interface TrackRequest {
  events: TrackedEvent[];
}

/** Body of POST /data-service/public/buyer/marketing/page-load and /conversion. */
export interface MarketingEvent {
  eventId: string;
  at: number;
  pageType: string;
  path: string;
  visitorKey: string;
  sessionId: string;
  /** The external click id (`irclickid` query flag, cookie 2592000 s), when the shopper came from one. */
  clickId?: string;
  /** Conversion only. */
  orderNo?: string;
  totalCent?: number;
  currency?: 'USD' | 'CAD';
  referrer?: string;
}

/** Web vitals (spec §7 Third-party): sent as `web_vital` behaviour events with these props. */
export type WebVitalName = 'FCP' | 'TTFB' | 'CLS' | 'LCP' | 'INP';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Spec §9 performance thresholds (good / poor). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  FCP: { good: 1_800, poor: 3_000 },
  LCP: { good: 2_500, poor: 4_000 },
  TTFB: { good: 800, poor: 1_800 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export interface WebVitalProps extends Record<string, TrackValue> {
  metric: WebVitalName;
  value: number;
  rating: WebVitalRating;
  /** INP attribution: the element, and the interaction's input delay, processing and presentation (ms). */
  element: string | null;
  inputDelay: number | null;
  processing: number | null;
  presentation: number | null;
}

/** The page's one tracker, for the debug panel and tests (`globalThis[Symbol.for('axlebay.tracker')]`). */
export interface TrackerInspection {
  /** Events sent so far (newest last, capped). */
  sent(): readonly TrackedEvent[];
  /** Events waiting to be sent or retried. */
  pending(): number;
}
export const TRACKER_KEY = 'axlebay.tracker';
