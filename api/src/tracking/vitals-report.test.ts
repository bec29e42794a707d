import crypto from 'node:crypto';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { TRACKING_PATHS } from './tracking-routes';
import { anEvent, eventIds } from './tracking-test-helpers';
import { vitalsHtml } from './vitals-html';
import { defaultBucket, parseSince, ratingOf, vitalsReport, vitalsTable, type VitalsReport } from './vitals-report';
import { NOT_FROM_HERE, VITALS_PATH } from './vitals-routes';

/** The percentile as PostgreSQL's percentile_cont computes it (linear interpolation), for the expected values. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = 0.75 * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (rank - low) * ((sorted[low + 1] ?? sorted[low]!) - sorted[low]!);
}

describe('pure parts', () => {
  it('rates a p75 by the spec §9 thresholds: good up to good, poor above poor', () => {
    expect([2500, 2501, 4000, 4001].map((v) => ratingOf('LCP', v))).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([0.1, 0.25, 0.26].map((v) => ratingOf('CLS', v))).toEqual(['good', 'needs-improvement', 'poor']);
    expect([200, 500, 501].map((v) => ratingOf('INP', v))).toEqual(['good', 'needs-improvement', 'poor']);
    expect([800, 1800, 1801].map((v) => ratingOf('TTFB', v))).toEqual(['good', 'needs-improvement', 'poor']);
    expect([1800, 3000, 3001].map((v) => ratingOf('FCP', v))).toEqual(['good', 'needs-improvement', 'poor']);
  });

  it('reads --since as a date or a span back from now; hours for two days or less', () => {
    const now = new Date('2026-11-26T20:00:00Z');
    expect(parseSince('24h', now).toISOString()).toBe('2026-11-25T20:00:00.000Z');
    expect(parseSince('7d', now).toISOString()).toBe('2026-11-19T20:00:00.000Z');
    expect(parseSince('90m', now).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(parseSince('2026-11-01', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince(undefined, now).toISOString()).toBe('2026-10-27T20:00:00.000Z');
    expect(() => parseSince('last week', now)).toThrow('since must be an ISO date (2026-11-01, 2026-11-01T12:00Z) or a span such as 24h or 7d (got last week)');
    expect(defaultBucket(parseSince('48h', now), now)).toBe('hour');
    expect(defaultBucket(parseSince('3d', now), now)).toBe('day');
  });

  const report: VitalsReport = {
    since: '2026-11-25T00:00:00.000Z',
    bucket: 'hour',
    generatedAt: '2026-11-26T00:00:00.000Z',
    summary: [
      { pageType: 'home', metric: 'LCP', count: 4, p75: 3250, rating: 'needs-improvement' },
      { pageType: 'home', metric: 'CLS', count: 3, p75: 0.2, rating: 'needs-improvement' },
    ],
    series: [
      { bucket: '2026-11-25T10:00Z', pageType: 'home', metric: 'LCP', count: 2, p75: 2000 },
      { bucket: '2026-11-25T11:00Z', pageType: 'home', metric: 'LCP', count: 2, p75: 4000 },
      { bucket: '2026-11-25T11:00Z', pageType: 'product<x>', metric: 'LCP', count: 1, p75: 1000 },
    ],
  };

  it('prints the summary as a table', () => {
    expect(vitalsTable(report).split('\n')).toEqual([
      'page type  metric      p75  count  rating (spec §9)',
      '---------  ------  -------  -----  -----------------',
      'home       LCP     3250 ms      4  needs-improvement',
      'home       CLS       0.200      3  needs-improvement',
    ]);
    expect(vitalsTable({ ...report, summary: [] })).toBe('No web vitals stored since 2026-11-25T00:00:00.000Z.');
  });

  it('draws a chart per metric with a line per page type and the thresholds, escaping what it did not write', () => {
    const html = vitalsHtml(report, 'the data dir <test>');
    expect(html).toContain('<h2>LCP</h2><svg');
    expect(html.match(/<polyline /g)).toHaveLength(1); // home has two points; product one (a dot, no line)
    expect(html.match(/<circle /g)).toHaveLength(3);
    expect(html).toContain('good 2500 ms');
    expect(html).toContain('poor 4000 ms');
    expect(html).toContain('No FCP values in this period.');
    expect(html).toContain('product&#60;x&#62;');
    expect(html).toContain('the data dir &#60;test&#62;');
    expect(html).not.toContain('<x>');
    expect(html).not.toContain('<script');
  });
});

describe('from the database', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** Page types of this run only: on PostgreSQL the suite shares one database. */
  const run = crypto.randomBytes(3).toString('hex');
  const home = `home-${run}`;
  const product = `product-${run}`;
  const ten = new Date('2026-11-25T10:15:00Z').getTime();
  const eleven = new Date('2026-11-25T11:40:00Z').getTime();

  async function insertVital(pageType: string, at: number, metric: string, value: unknown, name = 'web_vital') {
    await api.database.query(
      `insert into tracking_event (event_id, name, at, page_type, path, visitor_key, session_id, grp, props) values ($1, $2, $3, $4, '/', 'v', 's', 'A', $5::jsonb)`,
      [eventIds(1)[0], name, new Date(at).toISOString(), pageType, JSON.stringify({ metric, value, rating: 'good', element: null, inputDelay: null, processing: null, presentation: null })],
    );
  }

  beforeAll(async () => {
    for (const v of [1000, 2000]) await insertVital(home, ten, 'LCP', v);
    for (const v of [3000, 4000]) await insertVital(home, eleven, 'LCP', v);
    for (const v of [0.05, 0.1, 0.3]) await insertVital(home, ten, 'CLS', v);
    await insertVital(product, eleven, 'INP', 640);
    // Not counted: before the window, another event, a value that is not a number, an unknown metric.
    await insertVital(home, new Date('2026-11-20T00:00:00Z').getTime(), 'LCP', 99_999);
    await insertVital(home, ten, 'LCP', 99_999, 'page_view');
    await insertVital(home, ten, 'LCP', '99999');
    await insertVital(home, ten, 'XYZ', 5);
  });

  const mine = (report: VitalsReport) => ({
    summary: report.summary.filter((r) => r.pageType.endsWith(run)),
    series: report.series.filter((r) => r.pageType.endsWith(run)),
  });

  it('computes the p75 per page type and metric with percentile_cont, and rates it', async () => {
    const report = await vitalsReport((text, params) => api.database.query(text, params), { since: new Date('2026-11-25T00:00:00Z'), now: new Date('2026-11-26T00:00:00Z') });
    expect(report.bucket).toBe('hour');
    const { summary } = mine(report);
    expect(summary).toEqual([
      { pageType: home, metric: 'CLS', count: 3, p75: expect.closeTo(p75([0.05, 0.1, 0.3]), 9), rating: 'needs-improvement' },
      { pageType: home, metric: 'LCP', count: 4, p75: p75([1000, 2000, 3000, 4000]), rating: 'needs-improvement' },
      { pageType: product, metric: 'INP', count: 1, p75: 640, rating: 'poor' },
    ]);
    expect(p75([1000, 2000, 3000, 4000])).toBe(3250);
  });

  it('gives the p75 per hour or per day bucket in UTC', async () => {
    const since = new Date('2026-11-25T00:00:00Z');
    const hourly = mine(await vitalsReport((text, params) => api.database.query(text, params), { since, bucket: 'hour' }));
    expect(hourly.series.filter((p) => p.metric === 'LCP' && p.pageType === home)).toEqual([
      { bucket: '2026-11-25T10:00Z', pageType: home, metric: 'LCP', count: 2, p75: 1750 },
      { bucket: '2026-11-25T11:00Z', pageType: home, metric: 'LCP', count: 2, p75: 3750 },
    ]);
    const daily = mine(await vitalsReport((text, params) => api.database.query(text, params), { since, bucket: 'day' }));
    expect(daily.series.filter((p) => p.metric === 'LCP' && p.pageType === home)).toEqual([{ bucket: '2026-11-25', pageType: home, metric: 'LCP', count: 4, p75: 3250 }]);
  });

  it('is served to this machine only, with what the tracker sent a moment ago', async () => {
    const pageType = `cart-${run}`;
    expect((await api.post(TRACKING_PATHS.track, { body: { events: [anEvent({ name: 'web_vital', pageType, props: { metric: 'TTFB', value: 300 } })] } })).status).toBe(200);
    const res = await api.get(VITALS_PATH, { query: { since: '1h' } });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toContainEqual({ pageType, metric: 'TTFB', count: 1, p75: 300, rating: 'good' });
    const proxied = await api.get(VITALS_PATH, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.status).toBe(403);
    expect(proxied.body.message).toBe(NOT_FROM_HERE);
    expect((await api.get(VITALS_PATH, { query: { bucket: 'week' } })).body.message).toBe('bucket must be hour or day');
    const badSince = await api.get(VITALS_PATH, { query: { since: 'yesterday' } });
    expect(badSince.status).toBe(400);
    expect(badSince.body.message).toMatch(/^since must be an ISO date/);
  });
});
