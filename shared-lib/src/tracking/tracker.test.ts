import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TRACKING } from '@axlebay/shared-lib';
import { EVENT_ID_PATTERN } from './event-id';
import { OUTBOX_STORAGE_KEY } from './outbox';
import { createTracker } from './tracker';
import { API, busInput, deps, fakeTransport, trackInput } from './tracking-test-kit';

const vehicle = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '3' };

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('tracker', () => {
  it('puts the identity headers it is given on every post (spec §7 "Common")', async () => {
    const { transport, posts } = fakeTransport();
    const tracker = createTracker({ ...deps, headers: () => ({ 'X-SHOP-ID': '2022', 'X-DIVERSION-NAME': 'B', VISITOR_U_KEY: 'visitor-1' }) }, { transport });
    tracker.handle({ kind: 'page', at: 5, path: '/search', referrer: '' });
    await jest.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(2);
    for (const post of posts) expect(post.headers).toEqual({ 'X-SHOP-ID': '2022', 'X-DIVERSION-NAME': 'B', VISITOR_U_KEY: 'visitor-1' });
  });

  it('sends a page view as a behaviour event and a marketing page-load, with identity, page type and a 10-character id', async () => {
    const { transport, posts } = fakeTransport();
    const tracker = createTracker(deps, { transport });
    tracker.handle({ kind: 'page', at: 5, path: '/product/brake-pad', referrer: 'https://example.test/' });
    await jest.advanceTimersByTimeAsync(0);
    expect(posts.map((p) => p.url)).toEqual([`${API}/data-service/public/event/track`, `${API}/data-service/public/buyer/marketing/page-load`]);
    const [view] = posts[0]!.body.events;
    expect(view).toMatchObject({ name: 'page_view', at: 5, pageType: 'product', path: '/product/brake-pad', visitorKey: 'visitor-1', sessionId: 'sid-1', group: 'B' });
    expect(view.eventId).toMatch(EVENT_ID_PATTERN);
    expect(posts[1]!.body).toMatchObject({ pageType: 'product', clickId: 'click-9', referrer: 'https://example.test/', sessionId: 'sid-1' });
    expect(posts[1]!.body.eventId).toMatch(EVENT_ID_PATTERN);
    expect(tracker.sent().map((e) => e.name)).toEqual(['page_view']);
    expect(tracker.pending()).toBe(0);
  });

  it('debounces search and view_category 300 ms each: the last of a burst is sent', async () => {
    const { transport, posts, trackedNames } = fakeTransport();
    const tracker = createTracker(deps, { transport });
    tracker.handle(trackInput('search', { keyword: 'br' }));
    await jest.advanceTimersByTimeAsync(200);
    tracker.handle(trackInput('search', { keyword: 'brake' }));
    tracker.handle(trackInput('view_category', { categoryId: 7 }));
    await jest.advanceTimersByTimeAsync(TRACKING.searchDebounceMs - 1);
    expect(posts).toHaveLength(0);
    expect(tracker.pending()).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(1); // the send that follows in the next task
    expect(trackedNames()).toEqual(['search', 'view_category']);
    expect(posts[0]!.body.events[0].props).toEqual({ keyword: 'brake' });
  });

  it('sends exposures in batches of 50 and the rest when the page goes away', async () => {
    const { transport, posts, beacons } = fakeTransport();
    const tracker = createTracker(deps, { transport });
    for (let i = 0; i < 49; i++) tracker.handle(trackInput('exposure', { itemId: i, position: i }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(posts).toHaveLength(0);
    tracker.handle(trackInput('exposure', { itemId: 49, position: 49 }));
    for (let i = 50; i < 53; i++) tracker.handle(trackInput('exposure', { itemId: i, position: i }));
    await jest.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body.events).toHaveLength(TRACKING.exposureBatchSize);
    expect(posts[0]!.body.events.map((e: any) => e.props.itemId)).toEqual([...Array(50).keys()]);
    tracker.leave();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body.events.map((e: any) => e.props.itemId)).toEqual([50, 51, 52]);
  });

  it('queues a failed send in localStorage and retries it after 2.5 s', async () => {
    const { transport, posts } = fakeTransport(['retry']);
    const tracker = createTracker(deps, { transport });
    tracker.handle(trackInput('add_to_cart', { itemId: 1, quantity: 2, priceCent: 1999 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!)).toHaveLength(1);
    expect(tracker.pending()).toBe(1);
    await jest.advanceTimersByTimeAsync(TRACKING.retryMs - 1);
    expect(posts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    expect(tracker.sent().map((e) => e.name)).toEqual(['add_to_cart']);
  });

  it('makes no call while offline and sends when the browser is back online', async () => {
    const { transport, posts, state } = fakeTransport();
    state.online = false;
    const tracker = createTracker(deps, { transport });
    tracker.handle(trackInput('checkout_step', { step: 'shipping' }));
    await jest.advanceTimersByTimeAsync(3 * TRACKING.retryMs);
    expect(posts).toHaveLength(0);
    state.online = true;
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(tracker.pending()).toBe(0);
  });

  it('resends on the next page load what an earlier page left stored', async () => {
    const first = fakeTransport(['retry', 'retry']);
    const before = createTracker(deps, { transport: first.transport });
    before.handle(trackInput('add_to_cart', { itemId: 4 }));
    before.handle(busInput('order.placed', { orderNo: 'AXB00000001', totalCent: 4200, currency: 'USD', itemCount: 1, paymentMethod: 'stripe' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!)).toHaveLength(3);

    // "Reload": a new tracker on the same storage, nothing new handled.
    jest.clearAllTimers();
    const next = fakeTransport();
    const after = createTracker(deps, { transport: next.transport });
    await jest.advanceTimersByTimeAsync(0);
    expect(next.trackedNames()).toEqual(['add_to_cart', 'order_placed']);
    expect(next.posts.find((p) => p.url.endsWith('/conversion'))!.body).toMatchObject({ orderNo: 'AXB00000001', totalCent: 4200, currency: 'USD', clickId: 'click-9' });
    expect(after.pending()).toBe(0);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('keeps the queue bounded', async () => {
    const { transport, state } = fakeTransport();
    state.online = false;
    const tracker = createTracker(deps, { transport });
    for (let i = 0; i < 400; i++) tracker.handle(trackInput('add_to_cart', { itemId: i }));
    const stored = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!);
    expect(stored).toHaveLength(300);
    expect(stored[0].event.props.itemId).toBe(100);
  });

  it('on leaving, beacons what waits (debounced events too) and keeps it stored when offline', async () => {
    const { transport, beacons, state } = fakeTransport();
    state.online = false;
    const tracker = createTracker(deps, { transport });
    tracker.handle(trackInput('search', { keyword: 'rotor' }));
    tracker.leave();
    expect(beacons).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!).map((i: any) => i.event.name)).toEqual(['search']);
    state.online = true;
    tracker.leave();
    tracker.leave(); // hidden, then pagehide: one beacon
    expect(beacons.map((b) => b.url)).toEqual([`${API}/data-service/public/event/track`]);
    expect(tracker.pending()).toBe(0);
    // A beacon is never answered: the next load sends it again (the API skips ids it has).
    const stored = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!);
    expect(stored.map((i: any) => i.event.eventId)).toEqual([beacons[0]!.body.events[0].eventId]);
    const next = fakeTransport();
    createTracker(deps, { transport: next.transport });
    await jest.advanceTimersByTimeAsync(1);
    expect(next.trackedNames()).toEqual(['search']);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('keeps what the browser refused to beacon', () => {
    const { transport, state } = fakeTransport();
    state.beaconTakes = false;
    const tracker = createTracker(deps, { transport });
    tracker.handle(trackInput('checkout_step', { step: 'payment' }));
    tracker.leave();
    expect(tracker.pending()).toBe(1);
  });

  it('vehicle changes: vehicle_changed always, change_default_vehicle when the garage entry changes', async () => {
    const { transport, trackedNames } = fakeTransport();
    const tracker = createTracker(deps, { transport, defaultGarageId: '11' });
    tracker.handle(busInput('vehicle.changed', { ...vehicle, garageId: '11' }));
    tracker.handle(busInput('vehicle.changed', { ...vehicle, garageId: '12', searchType: 'Add' }));
    tracker.handle(busInput('vehicle.changed', { ...vehicle }));
    tracker.handle(busInput('vehicle.changed', null));
    await jest.advanceTimersByTimeAsync(0);
    expect(trackedNames()).toEqual(['vehicle_changed', 'vehicle_changed', 'change_default_vehicle', 'vehicle_changed', 'vehicle_changed']);
  });

  it('passes web vitals through unchanged', async () => {
    const { transport, posts } = fakeTransport();
    const tracker = createTracker(deps, { transport });
    const props = { metric: 'LCP', value: 1234, rating: 'good', element: null, inputDelay: null, processing: null, presentation: null };
    tracker.handle(busInput('track', { name: 'web_vital', props }, '/'));
    await jest.advanceTimersByTimeAsync(0);
    expect(posts[0]!.body.events[0]).toMatchObject({ name: 'web_vital', props, pageType: 'home' });
  });

  it('scroll: one event 400 ms after scrolling stops, with the direction', async () => {
    const { transport, posts } = fakeTransport();
    createTracker(deps, { transport });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(100);
    await jest.advanceTimersByTimeAsync(300);
    scrollTo(600);
    await jest.advanceTimersByTimeAsync(TRACKING.scrollDebounceMs - 1);
    expect(posts).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    scrollTo(200);
    await jest.advanceTimersByTimeAsync(TRACKING.scrollDebounceMs + 1);
    const scrolls = posts.flatMap((p) => p.body.events).filter((e: any) => e.name === 'scroll');
    expect(scrolls.map((e: any) => e.props)).toEqual([
      { direction: 'bottom', y: 600 },
      { direction: 'top', y: 200 },
    ]);
  });
});
