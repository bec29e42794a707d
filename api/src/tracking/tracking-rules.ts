import type { FieldError } from '../http/envelope';
import {
  BEHAVIOUR_EVENT_NAMES,
  CURRENCIES,
  EVENT_ID_LENGTH,
  WEB_VITAL_NAMES,
  type BehaviourEventName,
  type MarketingEvent,
  type TrackedEvent,
  type TrackValue,
  type WebVitalName,
} from './tracking-contract';

/**
 * What the tracking endpoints accept (spec §7 "Tracking", §9). The browser's tracker is the only
 * honest sender; anything else is refused whole with the first problem, named by its field, so a
 * bad batch is a 400 with a sentence and never a row.
 */
export const TRACKING_LIMITS = {
  /** Events in one request (exposure batches are 50; a tracker flushing its queue sends more). */
  maxEvents: 200,
  /** A queued event is resent across reloads (spec §8): a week-old one is still the shopper's. */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  /** Client clocks run ahead a little. */
  maxAheadMs: 24 * 60 * 60 * 1000,
  idLength: 64,
  pageTypeLength: 64,
  pathLength: 2048,
  clickIdLength: 256,
  orderNoLength: 64,
  maxPropKeys: 32,
  propKeyLength: 64,
  propStringLength: 1000,
  /** The props object as JSON, in characters. */
  propsJsonLength: 4096,
  maxTotalCent: 100_000_000_00,
} as const;

export type Checked<T> = { value: T } | { error: FieldError };

const ID = /^[A-Za-z0-9_.:-]+$/;
const EVENT_ID = new RegExp(`^[0-9a-z]{${EVENT_ID_LENGTH}}$`);
const PAGE_TYPE = /^[A-Za-z0-9_.:-]+$/;
const ORDER_NO = /^[A-Za-z0-9_-]+$/;
const PROP_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

class Invalid extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

const fail = (field: string, message: string): never => {
  throw new Invalid(field, message);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function string(source: Record<string, unknown>, prefix: string, name: string, max: number, pattern?: RegExp, what = 'text'): string {
  const field = `${prefix}${name}`;
  const value = source[name];
  if (value === undefined || value === null) return fail(field, 'is required');
  if (typeof value !== 'string') return fail(field, 'must be a string');
  if (value.length === 0) return fail(field, 'must not be empty');
  if (value.length > max) return fail(field, `must be at most ${max} characters`);
  if (pattern && !pattern.test(value)) return fail(field, `must be ${what}`);
  return value;
}

function optionalString(source: Record<string, unknown>, prefix: string, name: string, max: number, pattern?: RegExp, what?: string): string | undefined {
  const value = source[name];
  if (value === undefined || value === null || value === '') return undefined;
  return string(source, prefix, name, max, pattern, what);
}

function eventId(source: Record<string, unknown>, prefix: string): string {
  const field = `${prefix}eventId`;
  const value = source.eventId;
  if (value === undefined || value === null || value === '') return fail(field, 'is required');
  if (typeof value !== 'string' || !EVENT_ID.test(value)) return fail(field, `must be ${EVENT_ID_LENGTH} characters, digits and lower-case letters`);
  return value;
}

function clientTime(source: Record<string, unknown>, prefix: string, now: number): number {
  const field = `${prefix}at`;
  const value = source.at;
  if (value === undefined || value === null) return fail(field, 'is required');
  if (typeof value !== 'number' || !Number.isInteger(value)) return fail(field, 'must be a whole number of milliseconds since 1970');
  if (value < now - TRACKING_LIMITS.maxAgeMs) return fail(field, 'is more than 30 days ago');
  if (value > now + TRACKING_LIMITS.maxAheadMs) return fail(field, 'is more than a day ahead');
  return value;
}

function pagePath(source: Record<string, unknown>, prefix: string): string {
  const value = string(source, prefix, 'path', TRACKING_LIMITS.pathLength);
  return value.startsWith('/') ? value : fail(`${prefix}path`, "must start with '/'");
}

/** Flat values only (spec: the API stores them as JSON and queries them). */
function props(source: Record<string, unknown>, prefix: string): Record<string, TrackValue> {
  const field = `${prefix}props`;
  const value = source.props;
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return fail(field, 'must be an object');
  const entries = Object.entries(value);
  if (entries.length > TRACKING_LIMITS.maxPropKeys) return fail(field, `must have at most ${TRACKING_LIMITS.maxPropKeys} properties`);
  const out: Record<string, TrackValue> = {};
  for (const [key, inner] of entries) {
    const at = `${field}.${key}`;
    if (key.length > TRACKING_LIMITS.propKeyLength || !PROP_KEY.test(key)) return fail(at, `name must be a letter or '_' then letters, digits, '_', '.' or '-' (at most ${TRACKING_LIMITS.propKeyLength})`);
    if (typeof inner === 'string') {
      if (inner.length > TRACKING_LIMITS.propStringLength) return fail(at, `must be at most ${TRACKING_LIMITS.propStringLength} characters`);
    } else if (typeof inner === 'number') {
      if (!Number.isFinite(inner)) return fail(at, 'must be a finite number');
    } else if (typeof inner !== 'boolean' && inner !== null) {
      return fail(at, 'must be a string, number, boolean or null');
    }
    out[key] = inner as TrackValue;
  }
  if (JSON.stringify(out).length > TRACKING_LIMITS.propsJsonLength) return fail(field, `must be at most ${TRACKING_LIMITS.propsJsonLength} characters as JSON`);
  return out;
}

/** A web vital must say which metric and carry its value: the report (vitals-report.ts) reads both. */
function checkWebVital(props: Record<string, TrackValue>, prefix: string) {
  if (!WEB_VITAL_NAMES.includes(props.metric as WebVitalName)) fail(`${prefix}props.metric`, `must be one of ${WEB_VITAL_NAMES.join(', ')}`);
  const value = props.value;
  if (typeof value !== 'number' || value < 0) fail(`${prefix}props.value`, 'must be a number, 0 or more');
}

function trackedEvent(raw: unknown, index: number, now: number): TrackedEvent {
  const prefix = `events.${index}.`;
  if (!isRecord(raw)) return fail(`events.${index}`, 'must be an object');
  const name = raw.name;
  if (name === undefined || name === null) fail(`${prefix}name`, 'is required');
  if (!BEHAVIOUR_EVENT_NAMES.includes(name as BehaviourEventName)) fail(`${prefix}name`, `must be one of ${BEHAVIOUR_EVENT_NAMES.join(', ')}`);
  const group = raw.group;
  if (group !== 'A' && group !== 'B') fail(`${prefix}group`, 'must be A or B');
  const event: TrackedEvent = {
    eventId: eventId(raw, prefix),
    name: name as BehaviourEventName,
    at: clientTime(raw, prefix, now),
    pageType: string(raw, prefix, 'pageType', TRACKING_LIMITS.pageTypeLength, PAGE_TYPE, "letters, digits, '_', '.', ':' or '-'"),
    path: pagePath(raw, prefix),
    visitorKey: string(raw, prefix, 'visitorKey', TRACKING_LIMITS.idLength, ID, "letters, digits, '_', '.', ':' or '-'"),
    sessionId: string(raw, prefix, 'sessionId', TRACKING_LIMITS.idLength, ID, "letters, digits, '_', '.', ':' or '-'"),
    group: group as 'A' | 'B',
    props: props(raw, prefix),
  };
  if (event.name === 'web_vital') checkWebVital(event.props, prefix);
  return event;
}

function checked<T>(run: () => T): Checked<T> {
  try {
    return { value: run() };
  } catch (error) {
    if (error instanceof Invalid) return { error: { field: error.field, message: error.message } };
    throw error;
  }
}

/** Body of POST /data-service/public/event/track: 1 to 200 well-formed events. */
export function checkTrackRequest(body: unknown, now = Date.now()): Checked<TrackedEvent[]> {
  return checked(() => {
    if (!isRecord(body)) return fail('events', 'is required');
    const events = body.events;
    if (events === undefined || events === null) return fail('events', 'is required');
    if (!Array.isArray(events)) return fail('events', 'must be a list');
    if (events.length === 0) return fail('events', 'must hold at least 1 event');
    if (events.length > TRACKING_LIMITS.maxEvents) return fail('events', `must hold at most ${TRACKING_LIMITS.maxEvents} events`);
    return events.map((raw, i) => trackedEvent(raw, i, now));
  });
}

export type MarketingKind = 'page_load' | 'conversion';

/** Body of POST /data-service/public/buyer/marketing/page-load and /conversion. */
export function checkMarketingEvent(body: unknown, kind: MarketingKind, now = Date.now()): Checked<MarketingEvent> {
  return checked(() => {
    if (!isRecord(body)) return fail('eventId', 'is required');
    const event: MarketingEvent = {
      eventId: eventId(body, ''),
      at: clientTime(body, '', now),
      pageType: string(body, '', 'pageType', TRACKING_LIMITS.pageTypeLength, PAGE_TYPE, "letters, digits, '_', '.', ':' or '-'"),
      path: pagePath(body, ''),
      visitorKey: string(body, '', 'visitorKey', TRACKING_LIMITS.idLength, ID, "letters, digits, '_', '.', ':' or '-'"),
      sessionId: string(body, '', 'sessionId', TRACKING_LIMITS.idLength, ID, "letters, digits, '_', '.', ':' or '-'"),
    };
    const clickId = optionalString(body, '', 'clickId', TRACKING_LIMITS.clickIdLength);
    if (clickId !== undefined) event.clickId = clickId;
    const referrer = optionalString(body, '', 'referrer', TRACKING_LIMITS.pathLength);
    if (referrer !== undefined) event.referrer = referrer;
    const conversion = kind === 'conversion';
    const orderNo = conversion
      ? string(body, '', 'orderNo', TRACKING_LIMITS.orderNoLength, ORDER_NO, "letters, digits, '_' or '-'")
      : optionalString(body, '', 'orderNo', TRACKING_LIMITS.orderNoLength, ORDER_NO, "letters, digits, '_' or '-'");
    if (orderNo !== undefined) event.orderNo = orderNo;
    const total = body.totalCent;
    if (total === undefined || total === null) {
      if (conversion) fail('totalCent', 'is required');
    } else if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
      fail('totalCent', 'must be a whole number of cents, 0 or more');
    } else if (total > TRACKING_LIMITS.maxTotalCent) {
      fail('totalCent', `must be at most ${TRACKING_LIMITS.maxTotalCent}`);
    } else event.totalCent = total;
    const currency = body.currency;
    if (currency === undefined || currency === null) {
      if (conversion) fail('currency', 'is required');
    } else if (!CURRENCIES.includes(currency as (typeof CURRENCIES)[number])) {
      fail('currency', `must be one of ${CURRENCIES.join(', ')}`);
    } else event.currency = currency as MarketingEvent['currency'];
    return event;
  });
}
