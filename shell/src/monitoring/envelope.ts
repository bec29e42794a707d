import type { MonitoringBreadcrumb, Severity } from '@axlebay/shared-lib';
import type { StackFrame } from './stack';

/**
 * Sentry's envelope format (a header line, then an item header line and a payload line per item),
 * so the shop's `/api/public/logs` can forward it to any Sentry-compatible service unchanged.
 */
export const ENVELOPE_CONTENT_TYPE = 'application/x-sentry-envelope';
export const SDK = { name: 'axlebay.errors', version: '1.0.0' };

/** Sentry's own levels, for services that sort by them. */
const SENTRY_LEVEL: Record<Severity, 'fatal' | 'error' | 'warning'> = { p0: 'fatal', p1: 'error', p2: 'error', p3: 'warning' };

export interface EventInput {
  eventId: string;
  at: number;
  level: Severity;
  kind: string;
  message: string;
  errorType?: string;
  frames: StackFrame[];
  remote?: string;
  release: string;
  environment: string;
  url: string;
  route: string;
  /** Screen, device, network, browser… */
  tags: Record<string, string | number | boolean>;
  extra?: Record<string, unknown>;
  breadcrumbs: readonly MonitoringBreadcrumb[];
}

export interface LogInput {
  at: number;
  level: Severity;
  kind: string;
  message: string;
  remote?: string;
  route: string;
  tags: Record<string, string | number | boolean>;
}

export interface EnvelopeMeta {
  release: string;
  environment: string;
}

const seconds = (ms: number) => ms / 1000;

export function eventEnvelope(e: EventInput, sentAt: number): string {
  const tags = { ...e.tags, priority: e.level, kind: e.kind, route: e.route, ...(e.remote ? { remote: e.remote } : {}) };
  const event = {
    event_id: e.eventId,
    timestamp: seconds(e.at),
    platform: 'javascript',
    level: SENTRY_LEVEL[e.level],
    release: e.release,
    environment: e.environment,
    sdk: SDK,
    tags: Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, String(v)])),
    request: { url: e.url },
    exception: {
      values: [
        {
          type: e.errorType ?? e.kind,
          value: e.message,
          // Sentry lists frames oldest first; browsers print them innermost first.
          ...(e.frames.length ? { stacktrace: { frames: [...e.frames].reverse() } } : {}),
        },
      ],
    },
    breadcrumbs: { values: e.breadcrumbs.map((b) => ({ timestamp: seconds(b.at), category: b.category, message: b.message })) },
    ...(e.extra ? { extra: e.extra } : {}),
  };
  return lines({ event_id: e.eventId, sent_at: new Date(sentAt).toISOString(), sdk: SDK }, [{ type: 'event' }, event]);
}

/** A batch of log records (Sentry's `log` item). */
export function logEnvelope(items: readonly LogInput[], meta: EnvelopeMeta, sentAt: number): string {
  const attribute = (value: string | number | boolean) => ({ value: String(value), type: 'string' });
  const records = items.map((l) => ({
    timestamp: seconds(l.at),
    level: SENTRY_LEVEL[l.level] === 'warning' ? 'warn' : SENTRY_LEVEL[l.level],
    body: l.message,
    attributes: Object.fromEntries(
      Object.entries({ ...l.tags, priority: l.level, kind: l.kind, route: l.route, release: meta.release, environment: meta.environment, ...(l.remote ? { remote: l.remote } : {}) }).map(
        ([k, v]) => [k, attribute(v)],
      ),
    ),
  }));
  return lines({ sent_at: new Date(sentAt).toISOString(), sdk: SDK }, [
    { type: 'log', item_count: records.length, content_type: 'application/vnd.sentry.items.log+json' },
    { items: records },
  ]);
}

const lines = (header: unknown, items: unknown[]) => [header, ...items].map((part) => JSON.stringify(part)).join('\n') + '\n';

/** 32 hex characters, as Sentry's event ids. */
export function newEventId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(random() * 16).toString(16);
  return id;
}
