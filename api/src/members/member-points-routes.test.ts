import { GOOD_PASSWORD, registerBuyer, uniqueEmail, type TestBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { addWelcomeBonus } from './points-ledger';

const POINTS = '/account/buyer/member-points';
const LOG = '/account/buyer/member-points-log/list';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Ledger rows written straight to the table (nothing but registration earns points yet). */
async function addEntries(accountId: number, entries: { points: number; status?: string; minutesAgo: number; description?: string }[]) {
  for (const e of entries) {
    await api.database.query(
      `insert into member_points (account_id, points, status, kind, description, created_at)
       values ($1, $2, $3, 'ORDER', $4, now() - make_interval(mins => $5))`,
      [accountId, e.points, e.status ?? 'AVAILABLE', e.description ?? `Order ${e.minutesAgo}`, e.minutesAgo],
    );
  }
}

describe('welcome bonus', () => {
  it('registration credits 100 points once, in the same transaction as the account', async () => {
    const buyer = await registerBuyer(api);
    const res = await api.get(POINTS, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ points: 100, pendingPoints: 0 });
    const log = await api.get(LOG, { token: buyer.token });
    expect(log.body.data).toEqual({
      list: [{ id: expect.any(Number), points: 100, status: 'AVAILABLE', type: 'WELCOME_BONUS', description: 'Welcome bonus', createdAt: expect.stringMatching(/^\d{4}-/) }],
      total: 1,
      page: 1,
      size: 10,
    });
    // Once per account, whoever asks again.
    await addWelcomeBonus(api.database.db, buyer.accountId);
    expect((await api.get(POINTS, { token: buyer.token })).body.data.points).toBe(100);
  });

  it('a refused or racing registration writes no points', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([1, 2, 3].map(() => api.post('/account/public/buyer/account/register', { body: { email, password: GOOD_PASSWORD } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const rows = await api.database.query<{ n: number }>('select count(*)::int as n from member_points p join account a on a.id = p.account_id where a.email = $1', [email]);
    expect(rows[0]!.n).toBe(1);
    const before = await api.database.query<{ n: number }>('select count(*)::int as n from member_points');
    expect((await api.post('/account/public/buyer/account/register', { body: { email: uniqueEmail(), password: 'weak' } })).status).toBe(400);
    expect(await api.database.query<{ n: number }>('select count(*)::int as n from member_points')).toEqual(before);
  });
});

describe('GET /account/buyer/member-points', () => {
  it('sums available and pending points of the ledger, the buyer\'s own only', async () => {
    const buyer = await registerBuyer(api);
    const other = await registerBuyer(api);
    await addEntries(buyer.accountId, [
      { points: 50, minutesAgo: 30 },
      { points: -30, minutesAgo: 20, description: 'Redeemed' },
      { points: 20, status: 'PENDING', minutesAgo: 10 },
    ]);
    await addEntries(other.accountId, [{ points: 999, minutesAgo: 5 }]);
    expect((await api.get(POINTS, { token: buyer.token, query: { accountId: other.accountId } })).body.data).toEqual({ points: 120, pendingPoints: 20 });
    expect((await api.get(POINTS, { token: other.token })).body.data).toEqual({ points: 1099, pendingPoints: 0 });
  });

  it('needs a token', async () => {
    const res = await api.get(POINTS);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, httpCode: 401, message: 'Login is invalid. Please log in again' });
  });
});

describe('GET /account/buyer/member-points-log/list', () => {
  let buyer: TestBuyer;
  beforeAll(async () => {
    buyer = await registerBuyer(api);
    // Twelve entries older than the welcome bonus, one per minute.
    await addEntries(buyer.accountId, Array.from({ length: 12 }, (_, i) => ({ points: i + 1, minutesAgo: i + 1 })));
  });

  it('pages newest first', async () => {
    const first = (await api.get(LOG, { token: buyer.token, query: { page: 1, size: 5 } })).body.data;
    expect(first).toMatchObject({ total: 13, page: 1, size: 5 });
    expect(first.list.map((e: { points: number }) => e.points)).toEqual([100, 1, 2, 3, 4]);
    const third = (await api.get(LOG, { token: buyer.token, query: { page: '3', size: '5' } })).body.data;
    expect(third.list.map((e: { points: number }) => e.points)).toEqual([10, 11, 12]);
    const beyond = (await api.get(LOG, { token: buyer.token, query: { page: 9, size: 50 } })).body.data;
    expect(beyond).toEqual({ list: [], total: 13, page: 9, size: 50 });
    const all = (await api.get(LOG, { token: buyer.token, query: { size: 50, session_id: 'abc' } })).body.data;
    expect(all.list).toHaveLength(13);
    const times = all.list.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses bad paging with 400 at the field', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ page: 0 }, 'page', 'page must be >= 1'],
      [{ page: 'x' }, 'page', 'page must be integer'],
      [{ page: 1.5 }, 'page', 'page must be integer'],
      [{ size: 0 }, 'size', 'size must be >= 1'],
      [{ size: 51 }, 'size', 'size must be <= 50'],
      [{ size: -3 }, 'size', 'size must be >= 1'],
      [{ page: 10_001 }, 'page', 'page must be <= 10000'],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.get(LOG, { token: buyer.token, query });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors?.[0]?.field }).toEqual({ status: 400, message, field });
    }
  });

  it('needs a token', async () => {
    expect((await api.get(LOG)).status).toBe(401);
  });
});

describe('ownership', () => {
  it('buyer A never sees B\'s points or log, whatever A sends', async () => {
    const a = await registerBuyer(api);
    const b = await registerBuyer(api);
    await addEntries(b.accountId, [{ points: 700, minutesAgo: 3, description: 'Earned on order B' }]);
    const query = { accountId: b.accountId, account_id: b.accountId, size: 50 };
    const log = (await api.get(LOG, { token: a.token, query })).body.data;
    expect(log.total).toBe(1);
    expect(log.list.map((e: { description: string }) => e.description)).toEqual(['Welcome bonus']);
    expect((await api.get(POINTS, { token: a.token, query })).body.data.points).toBe(100);
    expect((await api.get('/account/buyer/member-points/reminder', { token: a.token, query })).body.data.points).toBe(100);
    expect((await api.get(LOG, { token: b.token })).body.data.total).toBe(2);
  });
});
