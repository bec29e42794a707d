/** Spec §9 "Monitoring": the error-reporting constants the page's reporter follows. */
export const MONITORING = {
  /** Envelopes kept while the reporting endpoint cannot be reached. */
  offlineQueueSize: 30,
  /** First retry after a failed send; each further retry waits twice as long. */
  retryMs: 5_000,
  /** Longest wait between retries (our cap: the doubling would otherwise reach hours). */
  maxRetryMs: 300_000,
  /** Pause after the endpoint answers 429. */
  rateLimitPauseMs: 60_000,
  /** Breadcrumbs kept (navigation, bus events, API calls); the oldest go first. */
  breadcrumbCap: 100,
  /** The log buffer is sent at 100 items or 5 s after its first item, whichever comes first. */
  logFlushItems: 100,
  logFlushMs: 5_000,
  /** Sends use `keepalive` (they survive the page closing) while these hold. */
  keepaliveMaxBytes: 60_000,
  keepaliveMaxRequests: 15,
  /** Stack frames kept per error. */
  stackFrameLimit: 50,
} as const;

/** Where the browser posts error envelopes: the shop's own origin (spec §7). */
export const PUBLIC_LOGS_PATH = '/api/public/logs';
