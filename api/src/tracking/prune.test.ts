import { startTestApi, type TestApi } from '../test-support/test-api';
import { pruneTracking } from './prune';
import { eventIds } from './tracking-test-helpers';

/** Retention (AXLEBAY_TRACKING_RETENTION_DAYS): rows received before the cutoff go, in chunks; newer rows stay. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;

async function insertReceived(table: 'tracking_event' | 'marketing_event', ids: string[], receivedAt: Date) {
  for (const id of ids) {
    if (table === 'tracking_event') {
      await api.database.query(
        `insert into tracking_event (event_id, name, at, received_at, page_type, path, visitor_key, session_id, grp, props) values ($1, 'page_view', $2, $2, 'home', '/', 'v', 's', 'A', '{}')`,
        [id, receivedAt.toISOString()],
      );
    } else {
      await api.database.query(
        `insert into marketing_event (event_id, kind, at, received_at, page_type, path, visitor_key, session_id) values ($1, 'page_load', $2, $2, 'home', '/', 'v', 's')`,
        [id, receivedAt.toISOString()],
      );
    }
  }
}

const left = async (table: string, ids: string[]) =>
  (await api.database.query<{ event_id: string }>(`select event_id from ${table} where event_id = any($1::varchar[]) order by event_id`, [ids])).map((r) => r.event_id);

it('deletes only rows received before the retention window, in bounded chunks, from both tables', async () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const old = eventIds(5);
  const recent = eventIds(3);
  const oldMarketing = eventIds(2);
  const recentMarketing = eventIds(1);
  await insertReceived('tracking_event', old, new Date(now.getTime() - 91 * DAY));
  await insertReceived('tracking_event', recent, new Date(now.getTime() - 89 * DAY));
  await insertReceived('marketing_event', oldMarketing, new Date(now.getTime() - 120 * DAY));
  await insertReceived('marketing_event', recentMarketing, new Date(now.getTime() - DAY));

  const result = await pruneTracking(api.database, 90, { now, chunkRows: 2 });
  expect(result.tracking_event).toBeGreaterThanOrEqual(5);
  expect(result.marketing_event).toBeGreaterThanOrEqual(2);
  expect(await left('tracking_event', [...old, ...recent])).toEqual([...recent].sort());
  expect(await left('marketing_event', [...oldMarketing, ...recentMarketing])).toEqual(recentMarketing);
  // Nothing more to do: a second run deletes nothing of what is left.
  expect(await pruneTracking(api.database, 90, { now, chunkRows: 2 })).toEqual({ tracking_event: 0, marketing_event: 0 });
  expect(await left('tracking_event', recent)).toHaveLength(3);
});

it('a shorter retention reaches further', async () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ids = eventIds(2);
  await insertReceived('tracking_event', ids.slice(0, 1), new Date(now.getTime() - 10 * DAY));
  await insertReceived('tracking_event', ids.slice(1), new Date(now.getTime() - 2 * DAY));
  await pruneTracking(api.database, 7, { now });
  expect(await left('tracking_event', ids)).toEqual(ids.slice(1));
});
