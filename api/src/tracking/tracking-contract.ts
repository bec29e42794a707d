/**
 * The Signals shapes the API receives (spec §7 "Tracking", "Third-party", §9), mirrored from
 * shared-lib/src/contracts/tracking.ts with the same names: the API does not import shared-lib.
 * `tracking-contract.test.ts` holds the two copies to the same values.
 */

/** Spec §9: event ids are a 10-character hash. */
export const EVENT_ID_LENGTH = 10;

export const BEHAVIOUR_EVENT_NAMES = [
  'page_view',
  'search',
  'view_category',
  'scroll',
  'vehicle_changed',
  'change_default_vehicle',
  'add_to_cart',
  'checkout_step',
  'order_placed',
  'exposure',
  'web_vital',
  'debug',
] as const;
export type BehaviourEventName = (typeof BEHAVIOUR_EVENT_NAMES)[number];

export type TrackValue = string | number | boolean | null;

export interface TrackedEvent {
  eventId: string;
  name: BehaviourEventName;
  /** Client clock, ms since epoch. */
  at: number;
  pageType: string;
  path: string;
  visitorKey: string;
  sessionId: string;
  group: 'A' | 'B';
  props: Record<string, TrackValue>;
}

export interface TrackRequest {
  events: TrackedEvent[];
}

export const CURRENCIES = ['USD', 'CAD'] as const;

export interface MarketingEvent {
  eventId: string;
  at: number;
  pageType: string;
  path: string;
  visitorKey: string;
  sessionId: string;
  clickId?: string;
  orderNo?: string;
  totalCent?: number;
  currency?: (typeof CURRENCIES)[number];
  referrer?: string;
}

export const WEB_VITAL_NAMES = ['FCP', 'TTFB', 'CLS', 'LCP', 'INP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Spec §9 performance thresholds (good / poor). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  FCP: { good: 1_800, poor: 3_000 },
  LCP: { good: 2_500, poor: 4_000 },
  TTFB: { good: 800, poor: 1_800 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};
