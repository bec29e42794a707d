import { startTestApi, type TestApi } from '../test-support/test-api';
import { login, registerBuyer, uniqueEmail, type TestBuyer } from './account-test-helpers';

const LOGIN = '/account/public/buyer/login';

let api: TestApi;
let buyer: TestBuyer;
beforeAll(async () => {
  api = await startTestApi();
  buyer = await registerBuyer(api, { email: uniqueEmail('Driver') });
});
afterAll(() => api.close());

describe('POST /account/public/buyer/login', () => {
  it('returns a new token with its validity, usable on buyer paths', async () => {
    const res = await login(api, buyer.email, buyer.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, httpCode: 200 });
    expect(res.body.data).toEqual({ accountId: buyer.accountId, token: expect.any(String), validity: 900, email: buyer.email, clientType: 'BUYER' });
    expect(res.body.data.token).not.toBe(buyer.token);
    const current = await api.get('/account/buyer/account/current', { token: res.body.data.token });
    expect(current.body.data.accountId).toBe(buyer.accountId);
    // Every login is its own session: the registration token still works.
    expect((await api.get('/account/buyer/account/current', { token: buyer.token })).status).toBe(200);
  });

  it('matches the email case-insensitively and trimmed', async () => {
    const res = await login(api, `  ${buyer.email.toUpperCase()}  `, buyer.password);
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(buyer.email);
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const wrong = await login(api, buyer.email, 'Wrong-pass 1');
    const unknown = await login(api, uniqueEmail('ghost'), buyer.password);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, httpCode: 400, data: null, msg: 'Email or password is incorrect', message: 'Email or password is incorrect', fieldErrors: [] });
    }
    // The password is case-sensitive.
    expect((await login(api, buyer.email, buyer.password.toUpperCase())).status).toBe(400);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const cases: [unknown, string, string][] = [
      [{ password: 'x' }, 'email', 'email is required'],
      [{ email: buyer.email }, 'password', 'password is required'],
      [{ email: buyer.email, password: '' }, 'password', 'Please enter your password'],
      [{ email: ['a', 'b'], password: 'x' }, 'email', 'email must be string'],
      [{ email: 'nope', password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: buyer.email, password: 'x'.repeat(2000) }, 'password', 'password must NOT have more than 1024 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post(LOGIN, { body });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors[0]?.field }).toEqual({ status: 400, message, field });
    }
    expect((await api.post(LOGIN, { rawBody: '{"email":' })).status).toBe(400);
    expect((await api.post(LOGIN, { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } })).body).toMatchObject({ httpCode: 400, message: 'body must be object' });
    expect((await api.post(LOGIN, { rawBody: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
  });

  it('never puts the password hash or the token hash in an answer', async () => {
    const res = await login(api, buyer.email, buyer.password);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/scrypt|passwordHash|tokenHash/);
  });
});

describe('expired and revoked tokens', () => {
  it('refuses a token whose session has expired', async () => {
    const res = await login(api, buyer.email, buyer.password);
    const token: string = res.body.data.token;
    expect((await api.get('/account/buyer/account/current', { token })).status).toBe(200);
    const { createHash } = await import('node:crypto');
    await api.database.query("update session set expires_at = now() - interval '1 second' where token_hash = $1", [
      createHash('sha256').update(token).digest('hex'),
    ]);
    const expired = await api.get('/account/buyer/account/current', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Login is invalid. Please log in again');
  });

  it('drops the expired sessions of an account at its next login', async () => {
    await api.database.query("update session set expires_at = now() - interval '1 day' where account_id = $1", [buyer.accountId]);
    await login(api, buyer.email, buyer.password);
    const rows = await api.database.query<{ n: number }>('select count(*)::int as n from session where account_id = $1', [buyer.accountId]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('POST /account/buyer/account/logout', () => {
  it('revokes the current token only', async () => {
    const phone = (await login(api, buyer.email, buyer.password)).body.data.token;
    const laptop = (await login(api, buyer.email, buyer.password)).body.data.token;
    const res = await api.post('/account/buyer/account/logout', { token: phone });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });
    const after = await api.get('/account/buyer/account/current', { token: phone });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Login is invalid. Please log in again');
    expect((await api.post('/account/buyer/account/logout', { token: phone })).status).toBe(401);
    expect((await api.get('/account/buyer/account/current', { token: laptop })).status).toBe(200);
  });

  it('needs a token', async () => {
    const res = await api.post('/account/buyer/account/logout');
    expect(res.status).toBe(401);
  });
});
