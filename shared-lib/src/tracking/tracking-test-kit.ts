import { jest } from '@jest/globals';
import { EVENT_VERSION, type BusEvent, type BusEventMap, type BusEventType } from '@axlebay/shared-lib';
import type { TrackingDeps } from './tracking-deps';
import type { SendResult, Transport } from './transport';

export const API = 'http://api.test';

export const deps: TrackingDeps = {
  apiBase: API,
  pageType: (path) => (path.startsWith('/product/') ? 'product' : path === '/search' ? 'search' : 'home'),
  sessionId: () => 'sid-1',
  clientGroup: () => 'B',
  clickId: () => 'click-9',
  visitorKey: () => 'visitor-1',
};

/** A transport that records every call; `answers` decides each post's fate (default done). */
export function fakeTransport(answers: SendResult[] = []) {
  const posts: Array<{ url: string; body: any; headers?: Record<string, string> }> = [];
  const beacons: Array<{ url: string; body: any }> = [];
  const state = { online: true, beaconTakes: true };
  const transport: Transport = {
    post: jest.fn(async (url: string, body: string, headers?: Record<string, string>) => {
      posts.push({ url, body: JSON.parse(body), headers });
      return answers.shift() ?? 'done';
    }),
    beacon: (url, body) => {
      if (state.beaconTakes) beacons.push({ url, body: JSON.parse(body) });
      return state.beaconTakes;
    },
    online: () => state.online,
  };
  /** Names of the behaviour events posted to the track endpoint, in order. */
  const trackedNames = () => posts.filter((p) => p.url.endsWith('/event/track')).flatMap((p) => p.body.events.map((e: { name: string }) => e.name));
  return { transport, posts, beacons, state, trackedNames };
}

export function busInput<T extends BusEventType>(type: T, payload: BusEventMap[T], path = '/search', at = 1_000) {
  return { kind: 'bus' as const, at, path, event: { type, version: EVENT_VERSION, payload } as BusEvent };
}

export const trackInput = (name: any, props: Record<string, string | number> = {}, path = '/search') => busInput('track', { name, props }, path);
