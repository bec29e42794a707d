import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus, TRACKER_KEY } from '@axlebay/shared-lib';
import { startTracking, trackPageView } from './start-tracking';
import { createTracker } from './tracker';
import { deps, fakeTransport } from './tracking-test-kit';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('startTracking (the first-load part)', () => {
  it('is one per page, records what happens before the tracker loads, hands it over when idle, and beacons on pagehide', async () => {
    const { transport, posts, beacons, trackedNames } = fakeTransport();
    let idle: () => void = () => undefined;
    const load = jest.fn(async () => ({ createTracker: (d: typeof deps, env = {}) => createTracker(d, { ...env, transport }) }));
    const page = startTracking(deps, { whenIdle: (run) => (idle = run), load });
    expect(startTracking(deps, { whenIdle: () => undefined })).toBe(page);
    expect((globalThis as any)[Symbol.for(TRACKER_KEY)]).toBe(page);

    history.pushState({}, '', '/search');
    trackPageView('/search');
    trackPageView('/search'); // the same route again is no new page view
    bus.publish('track', { name: 'add_to_cart', props: { itemId: 3, quantity: 1, priceCent: 999 } }, 'catalog');
    bus.publish('notify', { kind: 'message', level: 'info', text: 'not tracked' });
    expect(page.pending()).toBe(2);
    expect(load).not.toHaveBeenCalled();

    idle();
    await jest.advanceTimersByTimeAsync(1);
    expect(trackedNames()).toEqual(['page_view', 'add_to_cart']);
    expect(posts[0]!.body.events[0]).toMatchObject({ pageType: 'search', path: '/search' });
    expect(page.sent().map((e) => e.name)).toEqual(['page_view', 'add_to_cart']);

    bus.publish('track', { name: 'exposure', props: { itemId: 8, position: 0 } }, 'catalog');
    expect(page.pending()).toBe(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((b) => b.body.events.map((e: { name: string }) => e.name))).toEqual([['exposure']]);
    expect(page.pending()).toBe(0);
  });
});
