import { startTestApi, type TestApi } from '../test-support/test-api';
import { GOOD_PASSWORD, login, registerBuyer, uniqueEmail } from './account-test-helpers';

const REGISTER = '/account/public/buyer/account/register';
const EXIST = '/account/public/buyer/account/exist-verify';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function accountCount(email: string): Promise<number> {
  const rows = await api.database.query<{ n: number }>('select count(*)::int as n from account where lower(email) = lower($1)', [email.trim()]);
  return rows[0]!.n;
}

describe('POST /account/public/buyer/account/register', () => {
  it('creates the account, signs it in and normalises the email', async () => {
    const email = uniqueEmail('New.Buyer');
    const res = await api.post(REGISTER, {
      body: { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, firstName: ' Ada ', lastName: 'Lovelace', subscribe: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, httpCode: 200 });
    const data = res.body.data;
    expect(data).toEqual({ accountId: expect.any(Number), token: expect.any(String), validity: 900, email: email.toLowerCase(), clientType: 'BUYER' });
    expect(data.token.length).toBeGreaterThanOrEqual(40);

    const current = await api.get('/account/buyer/account/current', { token: data.token });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ accountId: data.accountId, email: email.toLowerCase(), firstName: 'Ada', lastName: 'Lovelace', subscribed: true });

    // Stored: a scrypt hash, never the password; the session under the token's hash, never the token.
    const [row] = await api.database.query<{ password_hash: string }>('select password_hash from account where id = $1', [data.accountId]);
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    const sessions = await api.database.query<{ token_hash: string }>('select token_hash from session where account_id = $1', [data.accountId]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toBe(data.token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const buyer = await registerBuyer(api);
    for (const email of [buyer.email, buyer.email.toUpperCase(), ` ${buyer.email} `]) {
      const res = await api.post(REGISTER, { body: { email, password: 'Other-pass 99' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'An account with this email already exists' });
      expect(res.body.fieldErrors).toEqual([{ field: 'email', message: 'An account with this email already exists' }]);
    }
    expect(await accountCount(buyer.email)).toBe(1);
    // The first password still signs in: the duplicate changed nothing.
    expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous registrations of an email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([1, 2, 3].map(() => api.post(REGISTER, { body: { email, password: GOOD_PASSWORD } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.message).toBe('An account with this email already exists');
    expect(await accountCount(email)).toBe(1);
  });

  it.each([
    ['short', 'Bp 2024', 'Password must be at least 8 characters'],
    ['long', 'B2'.repeat(33), 'Password must be at most 64 characters'],
    ['no letter', '2024 2025 2026', 'Password must contain at least one letter'],
    ['no digit', 'Brake-pads only', 'Password must contain at least one number'],
    ['common', 'Password1', 'This password is too common. Please choose a less predictable one'],
    ['edge space', 'Brake-pads 2024 ', 'Password must not start or end with a space'],
  ])('refuses a weak password (%s) with its message and writes nothing', async (_label, password, message) => {
    const email = uniqueEmail('weak');
    const res = await api.post(REGISTER, { body: { email, password } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors).toEqual([{ field: 'password', message }]);
    expect(await accountCount(email)).toBe(0);
  });

  it('refuses the email as password', async () => {
    const email = uniqueEmail('same');
    const res = await api.post(REGISTER, { body: { email, password: `${email}1` } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ field: 'password', message: 'Password must not be your email address' }]);
  });

  it('answers bad input with 400 at the right field, never 500', async () => {
    const cases: [unknown, string, string][] = [
      [{ password: GOOD_PASSWORD }, 'email', 'email is required'],
      [{ email: uniqueEmail() }, 'password', 'password is required'],
      [{ email: { $ne: '' }, password: GOOD_PASSWORD }, 'email', 'email must be string'],
      [{ email: uniqueEmail(), password: { length: 9 } }, 'password', 'password must be string'],
      [{ email: uniqueEmail(), password: GOOD_PASSWORD, subscribe: 'maybe' }, 'subscribe', 'subscribe must be boolean'],
      [{ email: 'not-an-email', password: GOOD_PASSWORD }, 'email', 'Please enter a valid email address'],
      [{ email: 'a b@example.com', password: GOOD_PASSWORD }, 'email', 'Please enter a valid email address'],
      [{ email: '   ', password: GOOD_PASSWORD }, 'email', 'Please enter your email'],
      [{ email: uniqueEmail(), password: GOOD_PASSWORD, firstName: 'x'.repeat(51) }, 'firstName', 'First name must be at most 50 characters'],
      [[], 'body', 'body must be object'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post(REGISTER, { body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
      expect(res.body.fieldErrors[0].field).toBe(field);
    }
    const malformed = await api.post(REGISTER, { rawBody: '{"email": "a@b.com", "password": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    const noBody = await api.post(REGISTER);
    expect(noBody.status).toBe(400);
  });

  it('ignores ids and flags the body is not allowed to set', async () => {
    const email = uniqueEmail('sneaky');
    const res = await api.post(REGISTER, { body: { email, password: GOOD_PASSWORD, accountId: 1, emailVerified: true, useFirstDiscount: true } });
    expect(res.status).toBe(200);
    expect(res.body.data.accountId).not.toBe(1);
    const current = await api.get('/account/buyer/account/current', { token: res.body.data.token });
    expect(current.body.data).toMatchObject({ emailVerified: false, useFirstDiscount: false });
  });
});

describe('GET /account/public/buyer/account/exist-verify', () => {
  it('tells whether an email has an account, case-insensitively', async () => {
    const buyer = await registerBuyer(api);
    expect((await api.get(EXIST, { query: { email: buyer.email } })).body).toMatchObject({ success: true, data: { exist: true } });
    expect((await api.get(EXIST, { query: { email: ` ${buyer.email.toUpperCase()}` } })).body.data).toEqual({ exist: true });
    expect((await api.get(EXIST, { query: { email: uniqueEmail('nobody') } })).body.data).toEqual({ exist: false });
  });

  it('refuses a missing or malformed email', async () => {
    const missing = await api.get(EXIST);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors[0]).toEqual({ field: 'email', message: 'is required' });
    const malformed = await api.get(EXIST, { query: { email: 'nope' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Please enter a valid email address', fieldErrors: [{ field: 'email' }] });
  });
});
