import { startTestApi, type TestApi } from '../test-support/test-api';
import { TRACKING_PATHS } from './tracking-routes';
import { aMarketingEvent, anEvent, eventIds } from './tracking-test-helpers';

/** The tracking endpoints over HTTP, on the suite's database (PGlite, or PostgreSQL with AXLEBAY_TEST_DB=postgres). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { trustProxy: 1 } });
});
afterAll(() => api.close());

let ip = 0;
/** Each test from an address of its own, so the per-IP limit counts one test at a time. */
const fromNewIp = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });
const track = (body: unknown, headers = fromNewIp()) => api.post(TRACKING_PATHS.track, { body, headers });

const storedEvents = async (ids: string[]) => {
  await api.app.trackingSink.flush();
  return api.database.query<{ event_id: string; name: string; at: Date | string; page_type: string; path: string; visitor_key: string; session_id: string; grp: string; props: unknown }>(
    'select event_id, name, at, page_type, path, visitor_key, session_id, grp, props from tracking_event where event_id = any($1::varchar[]) order by id',
    [ids],
  );
};
const storedMarketing = async (ids: string[]) => {
  await api.app.trackingSink.flush();
  return api.database.query<{ event_id: string; kind: string; order_no: string | null; total_cent: number | string | null; currency: string | null; click_id: string | null }>(
    'select event_id, kind, order_no, total_cent, currency, click_id from marketing_event where event_id = any($1::varchar[]) order by event_id',
    [ids],
  );
};

describe('POST /data-service/public/event/track', () => {
  it('stores a valid batch, without a token, and answers with the envelope', async () => {
    const [a, b] = eventIds(2);
    const at = Date.now() - 5_000;
    const res = await track({
      events: [
        anEvent({ eventId: a, name: 'page_view', at, props: {} }),
        anEvent({ eventId: b, name: 'web_vital', group: 'B', props: { metric: 'LCP', value: 1234.5, rating: 'good', element: null, inputDelay: null, processing: null, presentation: null } }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, httpCode: 200, data: { received: 2 } });
    const rows = await storedEvents([a!, b!]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ event_id: a, name: 'page_view', page_type: 'home', path: '/', grp: 'A', props: {} });
    expect(new Date(rows[0]!.at).getTime()).toBe(at);
    expect(rows[1]).toMatchObject({ event_id: b, name: 'web_vital', grp: 'B', props: { metric: 'LCP', value: 1234.5, rating: 'good', element: null } });
  });

  it('ignores an event id it has stored before (a retry), in the same batch or a later one', async () => {
    const [a, b] = eventIds(2);
    expect((await track({ events: [anEvent({ eventId: a, props: { n: 1 } }), anEvent({ eventId: a, props: { n: 2 } })] })).status).toBe(200);
    await api.app.trackingSink.flush();
    expect((await track({ events: [anEvent({ eventId: a, props: { n: 3 } }), anEvent({ eventId: b })] })).status).toBe(200);
    const rows = await storedEvents([a!, b!]);
    expect(rows.map((r) => r.event_id)).toEqual([a, b]);
    expect(rows[0]!.props).toEqual({ n: 1 });
  });

  it('reads a plain-text body as JSON (sendBeacon)', async () => {
    const [a] = eventIds(1);
    const res = await api.post(TRACKING_PATHS.track, { rawBody: JSON.stringify({ events: [anEvent({ eventId: a })] }), headers: { 'content-type': 'text/plain;charset=UTF-8', ...fromNewIp() } });
    expect(res.status).toBe(200);
    expect(await storedEvents([a!])).toHaveLength(1);
    const bad = await api.post(TRACKING_PATHS.track, { rawBody: '{"events": [', headers: { 'content-type': 'text/plain', ...fromNewIp() } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Body is not valid JSON');
  });

  const now = Date.now();
  it.each([
    ['no events field', {}, 'events is required'],
    ['events not a list', { events: 'x' }, 'events must be a list'],
    ['an empty batch', { events: [] }, 'events must hold at least 1 event'],
    ['201 events', { events: Array.from({ length: 201 }, () => anEvent()) }, 'events must hold at most 200 events'],
    ['an event that is not an object', { events: [7] }, 'events.0 must be an object'],
    ['a short event id', { events: [anEvent({ eventId: 'abc' })] }, 'events.0.eventId must be 10 characters, digits and lower-case letters'],
    ['an upper-case event id', { events: [anEvent(), anEvent({ eventId: 'ABCDEFGHIJ' })] }, 'events.1.eventId must be 10 characters, digits and lower-case letters'],
    ['an 11-character event id', { events: [anEvent({ eventId: 'abcdefghijk' })] }, 'events.0.eventId must be 10 characters, digits and lower-case letters'],
    ['an unknown name', { events: [anEvent({ name: 'purchase' as never })] }, 'events.0.name must be one of page_view, search, view_category, scroll, vehicle_changed, change_default_vehicle, add_to_cart, checkout_step, order_placed, exposure, web_vital, debug'],
    ['a time in seconds', { events: [anEvent({ at: Math.floor(now / 1000) })] }, 'events.0.at is more than 30 days ago'],
    ['a time as a string', { events: [anEvent({ at: String(now) as never })] }, 'events.0.at must be a whole number of milliseconds since 1970'],
    ['a time far ahead', { events: [anEvent({ at: now + 3 * 86_400_000 })] }, 'events.0.at is more than a day ahead'],
    ['a missing page type', { events: [anEvent({ pageType: undefined as never })] }, 'events.0.pageType is required'],
    ['a page type with spaces', { events: [anEvent({ pageType: 'home page' })] }, "events.0.pageType must be letters, digits, '_', '.', ':' or '-'"],
    ['a path without a slash', { events: [anEvent({ path: 'home' })] }, "events.0.path must start with '/'"],
    ['a very long path', { events: [anEvent({ path: `/${'a'.repeat(2048)}` })] }, 'events.0.path must be at most 2048 characters'],
    ['an empty visitor key', { events: [anEvent({ visitorKey: '' })] }, 'events.0.visitorKey must not be empty'],
    ['a long session id', { events: [anEvent({ sessionId: 's'.repeat(65) })] }, 'events.0.sessionId must be at most 64 characters'],
    ['group C', { events: [anEvent({ group: 'C' as never })] }, 'events.0.group must be A or B'],
    ['props as a list', { events: [anEvent({ props: [1] as never })] }, 'events.0.props must be an object'],
    ['a nested prop', { events: [anEvent({ props: { vehicle: { make: 'Ford' } } as never })] }, 'events.0.props.vehicle must be a string, number, boolean or null'],
    ['a prop list', { events: [anEvent({ props: { ids: [1, 2] } as never })] }, 'events.0.props.ids must be a string, number, boolean or null'],
    ['a long prop text', { events: [anEvent({ props: { q: 'x'.repeat(1001) } })] }, 'events.0.props.q must be at most 1000 characters'],
    ['too many props', { events: [anEvent({ props: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`p${i}`, i])) })] }, 'events.0.props must have at most 32 properties'],
    ['a web vital without its metric', { events: [anEvent({ name: 'web_vital', props: { value: 1 } })] }, 'events.0.props.metric must be one of FCP, TTFB, CLS, LCP, INP'],
    ['a web vital with a text value', { events: [anEvent({ name: 'web_vital', props: { metric: 'CLS', value: '0.1' } })] }, 'events.0.props.value must be a number, 0 or more'],
    ['props too large', { events: [anEvent({ props: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p${i}`, 'x'.repeat(900)])) })] }, 'events.0.props must be at most 4096 characters as JSON'],
  ])('refuses %s with 400 and says why', async (_what, body, message) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, httpCode: 400, message });
    expect(res.body.fieldErrors[0].field).toBe(message.split(' ')[0]);
  });

  it('stores nothing of a batch with one bad event', async () => {
    const [a] = eventIds(1);
    expect((await track({ events: [anEvent({ eventId: a }), anEvent({ group: 'X' as never })] })).status).toBe(400);
    expect(await storedEvents([a!])).toEqual([]);
  });
});

describe('marketing page loads and conversions', () => {
  it('stores a page load and a conversion; a resent one once', async () => {
    const [load, sale] = eventIds(2);
    const headers = fromNewIp();
    expect((await api.post(TRACKING_PATHS.pageLoad, { body: aMarketingEvent({ eventId: load, clickId: 'click-123', referrer: 'https://search.example/' }), headers })).status).toBe(200);
    const conversion = aMarketingEvent({ eventId: sale, orderNo: 'AXB10000001', totalCent: 12_999, currency: 'CAD' });
    for (let i = 0; i < 2; i++) {
      const res = await api.post(TRACKING_PATHS.conversion, { body: conversion, headers });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: { received: 1 } });
    }
    const rows = await storedMarketing([load!, sale!]);
    expect(rows.map((r) => ({ ...r, total_cent: r.total_cent === null ? null : Number(r.total_cent) })).sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { event_id: sale, kind: 'conversion', order_no: 'AXB10000001', total_cent: 12_999, currency: 'CAD', click_id: null },
      { event_id: load, kind: 'page_load', order_no: null, total_cent: null, currency: null, click_id: 'click-123' },
    ]);
  });

  it.each([
    ['no order number', { orderNo: undefined }, 'orderNo is required'],
    ['no total', { totalCent: undefined }, 'totalCent is required'],
    ['a total in dollars', { totalCent: 129.99 }, 'totalCent must be a whole number of cents, 0 or more'],
    ['a negative total', { totalCent: -1 }, 'totalCent must be a whole number of cents, 0 or more'],
    ['a total as text', { totalCent: '12999' }, 'totalCent must be a whole number of cents, 0 or more'],
    ['no currency', { currency: undefined }, 'currency is required'],
    ['euros', { currency: 'EUR' }, 'currency must be one of USD, CAD'],
    ['a bad event id', { eventId: 'x' }, 'eventId must be 10 characters, digits and lower-case letters'],
  ])('a conversion with %s is refused with 400', async (_what, change, message) => {
    const body = { ...aMarketingEvent({ orderNo: 'AXB10000002', totalCent: 500, currency: 'USD' }), ...change };
    const res = await api.post(TRACKING_PATHS.conversion, { body, headers: fromNewIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a page load needs no order, but checks one it carries', async () => {
    expect((await api.post(TRACKING_PATHS.pageLoad, { body: aMarketingEvent(), headers: fromNewIp() })).status).toBe(200);
    const res = await api.post(TRACKING_PATHS.pageLoad, { body: aMarketingEvent({ currency: 'GBP' as never }), headers: fromNewIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('currency must be one of USD, CAD');
  });
});

describe('the per-IP limit', () => {
  it('counts events, not requests: 6,000 per IP in ten minutes, then 429 with Retry-After; another IP goes on', async () => {
    const flood = fromNewIp();
    for (let i = 0; i < 30; i++) expect((await track({ events: eventIds(200).map((eventId) => anEvent({ eventId })) }, flood)).status).toBe(200);
    const refused = await track({ events: [anEvent()] }, flood);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many tracking events from your network. Please try again in 10 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await api.post(TRACKING_PATHS.pageLoad, { body: aMarketingEvent(), headers: flood })).status).toBe(429);
    expect((await track({ events: [anEvent()] })).status).toBe(200);
  });
});

describe('shutdown', () => {
  it('writes what is still buffered when the app closes, before the database does', async () => {
    const own = await startTestApi();
    const [a] = eventIds(1);
    expect((await own.post(TRACKING_PATHS.track, { body: { events: [anEvent({ eventId: a })] } })).status).toBe(200);
    expect(own.app.trackingSink.events.pending).toBe(1);
    await own.app.close();
    const rows = await own.database.query<{ event_id: string }>('select event_id from tracking_event where event_id = $1', [a]);
    expect(rows).toEqual([{ event_id: a }]);
    await own.close();
  });
});
