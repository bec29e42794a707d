import type { Database } from '../db/client';
import { marketingEvents, trackingEvents } from '../db/schema';
import type { MarketingKind } from './tracking-rules';
import type { MarketingEvent, TrackedEvent } from './tracking-contract';
import { WriteBuffer, type WriteBufferOptions } from './write-buffer';

type TrackingRow = typeof trackingEvents.$inferInsert;
type MarketingRow = typeof marketingEvents.$inferInsert;

export const trackingRow = (event: TrackedEvent): TrackingRow => ({
  eventId: event.eventId,
  name: event.name,
  at: new Date(event.at),
  pageType: event.pageType,
  path: event.path,
  visitorKey: event.visitorKey,
  sessionId: event.sessionId,
  grp: event.group,
  props: event.props,
});

export const marketingRow = (kind: MarketingKind, event: MarketingEvent): MarketingRow => ({
  eventId: event.eventId,
  kind,
  at: new Date(event.at),
  pageType: event.pageType,
  path: event.path,
  visitorKey: event.visitorKey,
  sessionId: event.sessionId,
  clickId: event.clickId ?? null,
  referrer: event.referrer ?? null,
  orderNo: event.orderNo ?? null,
  totalCent: event.totalCent ?? null,
  currency: event.currency ?? null,
});

/** One multi-row INSERT; an event id already stored (a retry, a resend after a reload) is skipped. */
export async function insertTrackingRows(database: Database, rows: TrackingRow[]): Promise<void> {
  if (rows.length) await database.db.insert(trackingEvents).values(rows).onConflictDoNothing({ target: trackingEvents.eventId });
}

export async function insertMarketingRows(database: Database, rows: MarketingRow[]): Promise<void> {
  if (rows.length) await database.db.insert(marketingEvents).values(rows).onConflictDoNothing({ target: marketingEvents.eventId });
}

export type SinkOptions = Omit<WriteBufferOptions<unknown>, 'write' | 'onError'>;

/**
 * The process's tracking writes: one buffer per table (write-buffer.ts). The routes add to it and
 * answer; the app's close writes what is left before the database closes.
 */
export class TrackingSink {
  readonly events: WriteBuffer<TrackingRow>;
  readonly marketing: WriteBuffer<MarketingRow>;

  constructor(database: Database, onError: (error: unknown, dropped: number) => void, options: SinkOptions = {}) {
    this.events = new WriteBuffer({ ...options, write: (rows) => insertTrackingRows(database, rows), onError });
    this.marketing = new WriteBuffer({ ...options, write: (rows) => insertMarketingRows(database, rows), onError });
  }

  async flush(): Promise<void> {
    await Promise.all([this.events.flush(), this.marketing.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.events.close(), this.marketing.close()]);
  }
}
