import type { MonitoringReport } from '@axlebay/shared-lib';

/**
 * Errors the reporter does not send (spec §8: network, timeout, aborted, hydration…): the shopper's
 * connection, their browser extensions and React's recoverable hydration retries are not bugs a squad
 * can fix. They stay in the page's own buffer (`monitoring.recent()`) for the console.
 */
const NOISE: RegExp[] = [
  /network ?error|failed to fetch|load failed|networkerror when attempting|internet connection appears to be offline/i,
  /timeout|timed out/i,
  /\baborted?\b|AbortError|operation was aborted|\bcancel(l)?ed\b/i,
  /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i,
  /ResizeObserver loop/i,
  /^Script error\.?$/i,
  /Non-Error promise rejection captured/i,
];

/** Code a browser extension injected: found in the message or anywhere in the stack. */
const EXTENSION = /chrome-extension:|moz-extension:|safari-(web-)?extension:|webkit-masked-url:/i;

/** Kinds that are noise whatever their message. */
const NOISE_KINDS = new Set(['hydration']);

/**
 * Kinds our own code reports on purpose: their message may be the transport's ("Failed to fetch")
 * even when the fault is ours (a remote that is down), so the message rules do not apply. Those that
 * need the network are noise while the shopper is offline; a render error never is.
 */
const SIGNAL_KINDS = new Set(['api', 'registry', 'white-screen', 'remote-load', 'remote-mount', 'remote-render']);
const NEEDS_NETWORK = new Set(['api', 'registry', 'white-screen', 'remote-load', 'remote-mount']);

interface ErrorFlags {
  isNetworkError?: boolean;
  isTimeout?: boolean;
  code?: unknown;
  name?: string;
  stack?: string;
}

const flagsOf = (error: unknown): ErrorFlags => (error && typeof error === 'object' ? (error as ErrorFlags) : {});

/** A network or timeout failure of an API call: never a server error, even when its code reads 504 (spec §8). */
export function isNetworkish(error: unknown): boolean {
  const e = flagsOf(error);
  return Boolean(e.isNetworkError || e.isTimeout || e.code === 'CANCELED' || e.name === 'AbortError');
}

export function isNoise(report: Pick<MonitoringReport, 'kind' | 'message' | 'error'>, online = true): boolean {
  if (NOISE_KINDS.has(report.kind) || isNetworkish(report.error)) return true;
  if (SIGNAL_KINDS.has(report.kind)) return !online && NEEDS_NETWORK.has(report.kind);
  const stack = flagsOf(report.error).stack;
  if (EXTENSION.test(`${report.message}\n${typeof stack === 'string' ? stack : ''}`)) return true;
  return NOISE.some((pattern) => pattern.test(report.message));
}
