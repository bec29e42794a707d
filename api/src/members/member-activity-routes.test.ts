import { registerBuyer } from '../accounts/account-test-helpers';
import { cardToken, line, orderBody, orderItems, place, setStock, signedInCart } from '../orders/order-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { nextSeptemberWindow } from './member-program-data';

const ACTIVITY = '/account/public/member-activity/SEPTEMBER_MEMBER_MONTH';
const JOINED = '/account/public/member-activity/join';
const JOIN = '/account/buyer/member-month/join';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

/** Moves the member month's window (days from now); the suite runs its files one at a time. */
async function windowFromNow(startDays: number, endDays: number) {
  await api.database.query(
    "update member_activity set starts_at = now() + make_interval(days => $1), ends_at = now() + make_interval(days => $2) where code = 'SEPTEMBER_MEMBER_MONTH'",
    [startDays, endDays],
  );
}
afterAll(async () => {
  // Back to the window a new shop gets (on PostgreSQL later files share this database).
  const { startsAt, endsAt } = nextSeptemberWindow(new Date());
  await api.database.query("update member_activity set starts_at = $1, ends_at = $2 where code = 'SEPTEMBER_MEMBER_MONTH'", [startsAt, endsAt]);
  await api.close();
});

describe('GET /account/public/member-activity/SEPTEMBER_MEMBER_MONTH', () => {
  it('answers the dates, rules and whether it runs now, to visitors', async () => {
    await windowFromNow(-3, 27);
    const res = await api.get(ACTIVITY);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'SEPTEMBER_MEMBER_MONTH', name: 'September Member Month', status: 'RUNNING', active: true, bonusEarnPercent: 100 });
    expect(res.body.data.rules.length).toBeGreaterThan(1);
    expect(Date.parse(res.body.data.endsAt) - Date.parse(res.body.data.startsAt)).toBe(30 * 86_400_000);
    await windowFromNow(5, 35);
    expect((await api.get(ACTIVITY)).body.data).toMatchObject({ status: 'UPCOMING', active: false });
    await windowFromNow(-40, -10);
    expect((await api.get(ACTIVITY)).body.data).toMatchObject({ status: 'ENDED', active: false });
  });

  it('an unknown activity is a 404 with a message', async () => {
    const res = await api.get('/account/public/member-activity/WINTER_SALE');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no such member activity');
  });
});

describe('joining the member month', () => {
  it('visitors are told they have not joined; a buyer joins once, and again is no error', async () => {
    await windowFromNow(-1, 29);
    expect((await api.get(JOINED)).body.data).toEqual({ code: 'SEPTEMBER_MEMBER_MONTH', signedIn: false, joined: false, joinedAt: null });
    const buyer = await registerBuyer(api);
    expect((await api.get(JOINED, { token: buyer.token })).body.data).toMatchObject({ signedIn: true, joined: false });
    const first = await api.post(JOIN, { token: buyer.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ code: 'SEPTEMBER_MEMBER_MONTH', joined: true, alreadyJoined: false });
    const [again, race] = await Promise.all([api.post(JOIN, { token: buyer.token }), api.post(JOIN, { token: buyer.token })]);
    expect([again.status, race.status]).toEqual([200, 200]);
    expect(again.body.data).toMatchObject({ joined: true, alreadyJoined: true, joinedAt: first.body.data.joinedAt });
    expect((await api.get(JOINED, { token: buyer.token })).body.data).toEqual({ code: 'SEPTEMBER_MEMBER_MONTH', signedIn: true, joined: true, joinedAt: first.body.data.joinedAt });
    const rows = await api.database.query<{ n: number }>('select count(*)::int as n from member_activity_join where account_id = $1', [buyer.accountId]);
    expect(rows[0]!.n).toBe(1);
    // Another buyer has not joined because this one did.
    const other = await registerBuyer(api);
    expect((await api.get(JOINED, { token: other.token })).body.data.joined).toBe(false);
  });

  it('only while it runs, with a message that says when', async () => {
    const buyer = await registerBuyer(api);
    await api.database.query("update member_activity set starts_at = '2026-09-01T04:00:00Z', ends_at = '2026-10-01T04:00:00Z' where code = 'SEPTEMBER_MEMBER_MONTH'");
    const ended = await api.post(JOIN, { token: buyer.token });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe('The September Member Month ended on September 30, 2026. Joining is closed.');
    await api.database.query("update member_activity set starts_at = '2099-09-01T04:00:00Z', ends_at = '2099-10-01T04:00:00Z' where code = 'SEPTEMBER_MEMBER_MONTH'");
    const upcoming = await api.post(JOIN, { token: buyer.token });
    expect(upcoming.status).toBe(400);
    expect(upcoming.body.message).toBe('The September Member Month starts on September 1, 2099. You can join from then.');
    expect((await api.get(JOINED, { token: buyer.token })).body.data.joined).toBe(false);
  });

  it('needs a valid token to join; a bad token on the public check is a 401', async () => {
    expect((await api.post(JOIN)).status).toBe(401);
    expect((await api.get(JOINED, { token: 'not-a-token' })).status).toBe(401);
  });

  it('orders paid while a joined month runs earn its bonus; before joining, only the level rate', async () => {
    await windowFromNow(-1, 29);
    const [item] = await orderItems(api, 1, 145);
    await setStock(api, item!.itemId, 50);
    const buyer = await registerBuyer(api);
    const pay = async () => {
      await signedInCart(api, buyer.token, [line(item!, 1)]);
      return (await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }), { token: buyer.token })).body.data.order;
    };
    const before = await pay();
    expect(before.pointsEarned).toBe(Math.floor(before.totalCent / 100));
    await api.post(JOIN, { token: buyer.token });
    const after = await pay();
    expect(after.pointsEarned).toBe(Math.floor((after.totalCent * 200) / 10_000));
  });
});
