import crypto from 'node:crypto';
import type { MarketingEvent, TrackedEvent } from './tracking-contract';

/** `n` fresh event ids shaped as the tracker's: 10 characters of [0-9a-z]. */
export function eventIds(n: number): string[] {
  return Array.from({ length: n }, () => {
    const bytes = crypto.randomBytes(10);
    return [...bytes].map((b) => (b % 36).toString(36)).join('');
  });
}

/** A well-formed behaviour event; `change` replaces fields (undefined removes one from the JSON). */
export function anEvent(change: Partial<TrackedEvent> = {}): TrackedEvent {
  return {
    eventId: eventIds(1)[0]!,
    name: 'page_view',
    at: Date.now(),
    pageType: 'home',
    path: '/',
    visitorKey: 'a6f1c2d0-8a4b-4c7e-9d3f-0b1e2c3d4e5f',
    sessionId: '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f',
    group: 'A',
    props: {},
    ...change,
  };
}

export function aMarketingEvent(change: Partial<MarketingEvent> = {}): MarketingEvent {
  return {
    eventId: eventIds(1)[0]!,
    at: Date.now(),
    pageType: 'checkoutResult',
    path: '/checkout/orderResult',
    visitorKey: 'a6f1c2d0-8a4b-4c7e-9d3f-0b1e2c3d4e5f',
    sessionId: '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f',
    ...change,
  };
}
