import { WEB_VITAL_THRESHOLDS, type WebVitalName, type WebVitalProps, type WebVitalRating } from '@axlebay/shared-lib';

/**
 * Spec §9 performance thresholds: at or under `good` is good, over `poor` is poor, between needs
 * improvement. Our numbers, not the measuring library's defaults.
 */
export function rateVital(metric: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

/** What the measuring library hands over: the metric and, with its attribution build, where it came from. */
export interface MeasuredVital {
  name: WebVitalName;
  value: number;
  attribution?: {
    /** INP */
    interactionTarget?: string;
    inputDelay?: number;
    processingDuration?: number;
    presentationDelay?: number;
    /** LCP */
    target?: string;
    /** CLS */
    largestShiftTarget?: string;
  };
}

/** CLS is a unitless score; the others are milliseconds. */
const round = (metric: WebVitalName, value: number) => (metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));
const ms = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);

/**
 * The `web_vital` event's props (spec §7 Third-party). The element is the interaction's target for
 * INP, the largest element for LCP and the largest shifting one for CLS; the three interaction phases
 * are INP's only.
 */
export function webVitalProps({ name, value, attribution: a = {} }: MeasuredVital): WebVitalProps {
  const inp = name === 'INP';
  const element = (inp ? a.interactionTarget : name === 'LCP' ? a.target : name === 'CLS' ? a.largestShiftTarget : undefined) || null;
  return {
    metric: name,
    value: round(name, value),
    rating: rateVital(name, value),
    element,
    inputDelay: inp ? ms(a.inputDelay) : null,
    processing: inp ? ms(a.processingDuration) : null,
    presentation: inp ? ms(a.presentationDelay) : null,
  };
}
