/**
 * The monitoring hook every app reports failures to (one per page, like the bus). This part is in
 * every page's first load, so it stays small: reports and breadcrumbs go to capped buffers, and sinks
 * see each report. The shell's reporter (loaded when the browser is idle) classifies reports p0–p3,
 * filters noise and sends them to `/api/public/logs`; on arrival it first takes every report already
 * buffered, so an error from before idle is not lost.
 *
 * Levels (spec §8; the reporter may raise or lower what a caller chose, see shell/src/monitoring/classify.ts):
 * - p0: the site is down for this shopper: white screen, no registry, the shell itself failed.
 * - p1: a remote or a page fails (load, mount, render), and any error on checkout or payment.
 * - p2: API 5xx, a piece inside a page fails (exposed parcel, badge), uncaught errors elsewhere.
 * - p3: noise worth counting only: prefetch failures, errors from unsupported browsers.
 */
export type Severity = 'p0' | 'p1' | 'p2' | 'p3';

export interface MonitoringReport {
  level: Severity;
  message: string;
  /** e.g. `remote-load`, `remote-render`, `api`, `white-screen`, `uncaught`, `unhandled-rejection` */
  kind: string;
  remote?: string;
  error?: unknown;
  tags?: Record<string, string | number | boolean>;
  at: number;
}

/** What happened before an error (spec §9 breadcrumb cap 100). */
export interface MonitoringBreadcrumb {
  category: 'navigation' | 'bus' | 'api' | (string & {});
  message: string;
  at: number;
}

export type MonitoringSink = (report: MonitoringReport) => void;

/** Reports kept until the reporter takes them, and for the console and tests. */
export const MONITORING_BUFFER_SIZE = 100;
/** Spec §9: breadcrumb cap 100 (the reporter's other constants: shell/src/monitoring/constants.ts). */
export const BREADCRUMB_CAP = 100;

export interface Monitoring {
  report(input: Omit<MonitoringReport, 'at' | 'message'> & { message?: string }): MonitoringReport;
  addSink(sink: MonitoringSink): () => void;
  /** Reports so far, oldest first, at most MONITORING_BUFFER_SIZE. */
  recent(): readonly MonitoringReport[];
  breadcrumb(category: MonitoringBreadcrumb['category'], message: string): void;
  /** Breadcrumbs so far, oldest first, at most BREADCRUMB_CAP. */
  breadcrumbs(): readonly MonitoringBreadcrumb[];
}

const push = <T>(list: T[], item: T, cap: number) => {
  list.push(item);
  if (list.length > cap) list.shift();
};

export function createMonitoring(): Monitoring {
  const buffer: MonitoringReport[] = [];
  const crumbs: MonitoringBreadcrumb[] = [];
  const sinks = new Set<MonitoringSink>();
  return {
    report(input) {
      const message = input.message ?? (input.error instanceof Error ? input.error.message : String(input.error ?? input.kind));
      const report: MonitoringReport = { ...input, message, at: Date.now() };
      push(buffer, report, MONITORING_BUFFER_SIZE);
      for (const sink of sinks) {
        try {
          sink(report);
        } catch {
          // A broken sink must never break the page that is reporting.
        }
      }
      return report;
    },
    addSink(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
    recent: () => buffer,
    breadcrumb(category, message) {
      push(crumbs, { category, message: message.slice(0, 200), at: Date.now() }, BREADCRUMB_CAP);
    },
    breadcrumbs: () => crumbs,
  };
}

const MONITORING_KEY = Symbol.for('axlebay.monitoring');
const g = globalThis as typeof globalThis & { [MONITORING_KEY]?: Monitoring };

/** The page-wide monitoring instance (one per page, like the bus). */
export const monitoring: Monitoring = (g[MONITORING_KEY] ??= createMonitoring());
