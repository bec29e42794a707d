/**
 * The monitoring hook every app reports failures to. Errors are classed p0 (site down) to p3 (noise).
 * In production a sink forwards reports to the error-reporting service (an external edge); by default
 * reports stay in a capped in-memory buffer that tests and the console can read.
 */
export type Severity = 'p0' | 'p1' | 'p2' | 'p3';

export interface MonitoringReport {
  level: Severity;
  message: string;
  /** e.g. `remote-load`, `remote-render`, `api`, `white-screen` */
  kind: string;
  remote?: string;
  error?: unknown;
  tags?: Record<string, string | number | boolean>;
  at: number;
}

export type MonitoringSink = (report: MonitoringReport) => void;

/** Spec §9: breadcrumb cap 100. */
export const MONITORING_BUFFER_SIZE = 100;

export interface Monitoring {
  report(input: Omit<MonitoringReport, 'at' | 'message'> & { message?: string }): MonitoringReport;
  addSink(sink: MonitoringSink): () => void;
  /** Reports so far, oldest first, at most MONITORING_BUFFER_SIZE. */
  recent(): readonly MonitoringReport[];
}

export function createMonitoring(): Monitoring {
  const buffer: MonitoringReport[] = [];
  const sinks = new Set<MonitoringSink>();
  return {
    report(input) {
      const message = input.message ?? (input.error instanceof Error ? input.error.message : String(input.error ?? input.kind));
      const report: MonitoringReport = { ...input, message, at: Date.now() };
      buffer.push(report);
      if (buffer.length > MONITORING_BUFFER_SIZE) buffer.shift();
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
  };
}

const MONITORING_KEY = Symbol.for('axlebay.monitoring');
const g = globalThis as typeof globalThis & { [MONITORING_KEY]?: Monitoring };

/** The page-wide monitoring instance (one per page, like the bus). */
export const monitoring: Monitoring = (g[MONITORING_KEY] ??= createMonitoring());
