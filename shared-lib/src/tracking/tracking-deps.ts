import type { BusEvent } from '@axlebay/shared-lib';

/** What the shell hands the tracker: where the API is, how a path maps to a page type, who is shopping. */
export interface TrackingDeps {
  apiBase: string;
  /** The matched route's name from shared-lib ROUTES (spec §7: page type mapped from the route patterns). */
  pageType(path: string): string;
  sessionId(): string;
  clientGroup(): 'A' | 'B';
  /** The stored external click id (`irclickid`), sent with marketing events. */
  clickId(): string | undefined;
  visitorKey(): string;
  /** Spec §7 "Common" identity headers (shop, diversion, visitor key) on each POST; a beacon cannot carry them, its events name group and session in the body. */
  headers?(): Record<string, string>;
}

/** Something the tracker turns into events: a page view or a bus event, with when and where it happened. */
export type TrackInput = { at: number; path: string } & ({ kind: 'page'; referrer: string } | { kind: 'bus'; event: BusEvent });
