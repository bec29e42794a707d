import { startTestApi, type TestApi } from '../test-support/test-api';
import { captureLogs, login, registerBuyer, uniqueEmail, type TestBuyer } from './account-test-helpers';

const INIT = '/account/public/buyer/account/forget-password/init';
const RESET = '/account/public/buyer/account/forget-password/reset';
const INVALID = 'This reset link is invalid or has expired';
const NEW_PASSWORD = 'Timing-belt 2026';

let api: TestApi;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  logs = captureLogs();
  api = await startTestApi({ logger: logs.logger });
});
afterAll(() => api.close());

/** The reset tokens the server logged for `email` (development: the log stands in for the email). */
function loggedTokens(email: string): string[] {
  return logs.lines.filter((l) => l.msg === 'password reset token' && l.email === email).map((l) => l.resetToken as string);
}

async function requestReset(email: string): Promise<string> {
  const res = await api.put(INIT, { body: { email } });
  expect(res.status).toBe(200);
  const tokens = loggedTokens(email.trim().toLowerCase());
  expect(tokens.length).toBeGreaterThan(0);
  return tokens[tokens.length - 1]!;
}

describe('forget-password/init', () => {
  it('answers the same whether or not the email has an account, and logs a token only for an account', async () => {
    const buyer = await registerBuyer(api);
    const known = await api.put(INIT, { body: { email: buyer.email.toUpperCase() } });
    const ghost = uniqueEmail('ghost');
    const unknown = await api.put(INIT, { body: { email: ghost } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe('If an account exists for this email, we have sent it a link to reset the password.');
    expect(loggedTokens(buyer.email)).toHaveLength(1);
    expect(loggedTokens(buyer.email)[0]).toMatch(/^[\w-]{43}$/);
    expect(loggedTokens(ghost)).toHaveLength(0);
    // Stored hashed, expiring in 30 minutes, unused.
    const rows = await api.database.query<{ token_hash: string; minutes: number; used_at: Date | null }>(
      'select token_hash, extract(epoch from expires_at - now())::float / 60 as minutes, used_at from password_reset where account_id = $1',
      [buyer.accountId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(loggedTokens(buyer.email)[0]);
    expect(rows[0]!.minutes).toBeGreaterThan(29);
    expect(rows[0]!.minutes).toBeLessThanOrEqual(30);
    expect(rows[0]!.used_at).toBeNull();
  });

  it('refuses a missing or malformed email', async () => {
    expect((await api.put(INIT, { body: {} })).body).toMatchObject({ httpCode: 400, message: 'email is required' });
    expect((await api.put(INIT, { body: { email: 'nobody' } })).body).toMatchObject({ httpCode: 400, message: 'Please enter a valid email address' });
    expect((await api.put(INIT, { body: { email: 42 } })).body).toMatchObject({ httpCode: 400, message: 'Please enter a valid email address' });
    expect((await api.put(INIT, { rawBody: '{"email"' })).status).toBe(400);
  });
});

describe('forget-password/reset', () => {
  let buyer: TestBuyer;
  beforeEach(async () => {
    buyer = await registerBuyer(api);
  });

  it('sets the new password, uses the link up and signs out every session', async () => {
    const laptop = (await login(api, buyer.email, buyer.password)).body.data.token;
    const token = await requestReset(buyer.email);
    const res = await api.put(RESET, { body: { email: ` ${buyer.email.toUpperCase()}`, token, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });

    for (const t of [buyer.token, laptop]) expect((await api.get('/account/buyer/account/current', { token: t })).status).toBe(401);
    expect((await login(api, buyer.email, buyer.password)).status).toBe(400);
    expect((await login(api, buyer.email, NEW_PASSWORD)).status).toBe(200);

    const again = await api.put(RESET, { body: { email: buyer.email, token, newPassword: 'Another-one 77' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: INVALID, fieldErrors: [{ field: 'token', message: INVALID }] });
    expect((await login(api, buyer.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses wrong, foreign, expired and replaced tokens', async () => {
    const other = await registerBuyer(api);
    const otherToken = await requestReset(other.email);
    const first = await requestReset(buyer.email);
    const second = await requestReset(buyer.email);
    const attempts = [
      { email: buyer.email, token: 'made-up-token' },
      { email: buyer.email, token: '' },
      { email: buyer.email, token: otherToken }, // someone else's link
      { email: other.email, token: second }, // right link, wrong email
      { email: buyer.email, token: first }, // replaced by the second request
      { email: buyer.email, token: second.slice(0, -1) },
    ];
    for (const body of attempts) {
      const res = await api.put(RESET, { body: { ...body, newPassword: NEW_PASSWORD } });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: INVALID });
    }
    expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
    expect((await login(api, other.email, other.password)).status).toBe(200);

    await api.database.query("update password_reset set expires_at = now() - interval '1 second' where account_id = $1", [buyer.accountId]);
    const expired = await api.put(RESET, { body: { email: buyer.email, token: second, newPassword: NEW_PASSWORD } });
    expect(expired.body).toMatchObject({ httpCode: 400, message: INVALID });
    expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
  });

  it('keeps the link usable when the new password breaks a rule', async () => {
    const token = await requestReset(buyer.email);
    const weak = await api.put(RESET, { body: { email: buyer.email, token, newPassword: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: 'Password must contain at least one number', fieldErrors: [{ field: 'newPassword' }] });
    expect((await api.put(RESET, { body: { email: buyer.email, token, newPassword: NEW_PASSWORD } })).status).toBe(200);
  });

  it('lets a link work once even when sent twice at once', async () => {
    const token = await requestReset(buyer.email);
    const results = await Promise.all(['Parallel-one 11', 'Parallel-two 22'].map((newPassword) => api.put(RESET, { body: { email: buyer.email, token, newPassword } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('answers malformed requests with 400', async () => {
    const cases: [unknown, string][] = [
      [{ token: 'x', newPassword: NEW_PASSWORD }, 'email is required'],
      [{ email: buyer.email, newPassword: NEW_PASSWORD }, 'token is required'],
      [{ email: buyer.email, token: 'x' }, 'newPassword is required'],
      [{ email: buyer.email, token: { $gt: '' }, newPassword: NEW_PASSWORD }, 'token must be string'],
    ];
    for (const [body, message] of cases) {
      const res = await api.put(RESET, { body });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await api.put(RESET, { rawBody: '[' })).status).toBe(400);
  });
});

describe('what the server logs', () => {
  it('never contains bearer tokens or passwords', async () => {
    const buyer = await registerBuyer(api);
    const fresh = (await login(api, buyer.email, buyer.password)).body.data.token;
    await api.get('/account/buyer/account/current', { token: fresh });
    await api.put('/account/buyer/account/password', { token: fresh, body: { oldPassword: buyer.password, newPassword: NEW_PASSWORD } });
    const text = logs.text();
    expect(text).toContain('"url":"/account/buyer/account/current"'); // the capture works
    for (const secret of [buyer.token, fresh, buyer.password, NEW_PASSWORD]) expect(text).not.toContain(secret);
  });

  it('in production, no reset token is logged', async () => {
    const saved = process.env.NODE_ENV;
    const prodLogs = captureLogs();
    process.env.NODE_ENV = 'production';
    let prod: TestApi;
    try {
      prod = await startTestApi({ logger: prodLogs.logger });
    } finally {
      process.env.NODE_ENV = saved;
    }
    try {
      const buyer = await registerBuyer(prod);
      const res = await prod.put(INIT, { body: { email: buyer.email } });
      expect(res.status).toBe(200);
      const rows = await prod.database.query('select 1 from password_reset where account_id = $1', [buyer.accountId]);
      expect(rows).toHaveLength(1); // a token was made…
      expect(prodLogs.text()).toContain(INIT); // …the request was logged…
      expect(prodLogs.text()).not.toContain('resetToken'); // …the token was not
      expect(prodLogs.lines.some((l) => l.msg === 'password reset token')).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
