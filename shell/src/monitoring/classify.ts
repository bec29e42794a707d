import type { MonitoringReport, Severity } from '@axlebay/shared-lib';

/**
 * The level a report is sent with (spec §8 "errors are classed p0 to p3"). The caller's level is
 * the starting point; these rules are what every app can count on:
 * - p0 (site down for this shopper): `white-screen`, `registry` (no remotes.json: nothing can load), `shell`.
 * - p1 (a remote or a page fails; checkout and payment): a failed page area stays p1; anything at p2
 *   that happens on a checkout or payment page is raised to p1, an API 5xx included.
 * - p2: API 5xx elsewhere, failed pieces inside a page, uncaught errors and rejections.
 * - p3 (noise worth counting, sent in the log buffer): prefetch failures, and every error from a
 *   browser older than the supported versions (spec §8), whatever its kind.
 */
const P0_KINDS = new Set(['white-screen', 'registry', 'shell']);

/** Checkout and payment pages (spec §2 routes): their failures cost an order. */
export const CHECKOUT_PATH = /^\/(checkout(\/|$)|paymentCallback(\/|$))/;

export function classify(report: Pick<MonitoringReport, 'level' | 'kind'>, where: { path: string; unsupported: boolean }): Severity {
  if (where.unsupported) return 'p3';
  if (P0_KINDS.has(report.kind)) return 'p0';
  const onCheckout = CHECKOUT_PATH.test(where.path) || report.kind === 'payment' || report.kind === 'checkout';
  if (report.kind === 'api') return onCheckout ? 'p1' : 'p2';
  if (onCheckout && report.level === 'p2') return 'p1';
  return report.level;
}
