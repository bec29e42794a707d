import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { WebVitalProps } from '@axlebay/shared-lib';
import { webVitalProps, type MeasuredVital } from './vital-props';

type OnMetric = (report: (metric: MetricWithAttribution) => void) => void;

/** The library's reporters; a test hands in its own. */
export const WEB_VITAL_REPORTERS: OnMetric[] = [onFCP, onTTFB, onLCP, onCLS, onINP] as OnMetric[];

/**
 * Spec §7 Third-party: the page's web vitals, each once it is final. This module is its own chunk,
 * loaded once the page is idle: the library reads buffered performance entries, so paint and
 * navigation timings from before it loaded are still seen.
 *
 * Without `reportAllChanges` the library reports each value once it can no longer change: FCP and
 * TTFB as soon as they are known, LCP at the first click or key press or when the page is hidden, CLS
 * and INP when the page is hidden (again after a return, if they grew). A short visit that ends by
 * leaving the page (what Lighthouse does) still reports all of them: leaving hides the page first.
 */
export function startWebVitals(publish: (props: WebVitalProps) => void, reporters: OnMetric[] = WEB_VITAL_REPORTERS): void {
  // Each metric carries its own attribution shape; webVitalProps reads the fields it knows per metric.
  for (const on of reporters) on((metric) => publish(webVitalProps(metric as MeasuredVital)));
}
