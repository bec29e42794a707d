import { startTestApi, type TestApi } from '../test-support/test-api';
import { login, registerBuyer, uniqueEmail } from './account-test-helpers';

/** Each test starts its own API: the throttle lives in the app, and every test request comes from 127.0.0.1. */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const LOCKED = 'Too many failed login attempts. Please try again in 15 minutes.';

describe('login rate limit per account (5 failures / 15 min)', () => {
  it('refuses the 6th attempt with 429 and Retry-After, even with the right password', async () => {
    const buyer = await registerBuyer(api);
    for (let i = 0; i < 5; i++) expect((await login(api, buyer.email, `Wrong-pass ${i}`)).status).toBe(400);
    const blocked = await login(api, buyer.email, buyer.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, httpCode: 429, message: LOCKED });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The email is the key, whatever its case; another account is not affected.
    expect((await login(api, buyer.email.toUpperCase(), buyer.password)).status).toBe(429);
    const other = await registerBuyer(api);
    expect((await login(api, other.email, other.password)).status).toBe(200);
  });

  it('limits unknown emails the same way (the limit does not reveal which emails exist)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await login(api, ghost, `Wrong-pass ${i}`)).status).toBe(400);
    expect((await login(api, ghost, 'Wrong-pass 9')).status).toBe(429);
  });

  it('a successful login clears the account count', async () => {
    const buyer = await registerBuyer(api);
    for (let i = 0; i < 4; i++) await login(api, buyer.email, `Wrong-pass ${i}`);
    expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(api, buyer.email, `Wrong-pass ${i}`)).status).toBe(400);
    expect((await login(api, buyer.email, buyer.password)).status).toBe(429);
  });

  it('holds under concurrent guesses: at most 5 passwords are checked', async () => {
    const buyer = await registerBuyer(api);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(api, buyer.email, `Guess-number ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('counts wrong current passwords of a password change too', async () => {
    const buyer = await registerBuyer(api);
    for (let i = 0; i < 5; i++) {
      const res = await api.put('/account/buyer/account/password', { token: buyer.token, body: { oldPassword: `Wrong-pass ${i}`, newPassword: 'Fresh-pads 2025' } });
      expect(res.status).toBe(400);
    }
    const blocked = await api.put('/account/buyer/account/password', { token: buyer.token, body: { oldPassword: buyer.password, newPassword: 'Fresh-pads 2025' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed password attempts. Please try again in 15 minutes.');
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('login rate limit per IP (20 failures / 15 min)', () => {
  it('refuses a client that failed 20 times, whatever account it tries next', async () => {
    const buyer = await registerBuyer(api);
    // 4 failures on each of 5 emails: no account reaches its own limit.
    const sprayed = Array.from({ length: 5 }, () => uniqueEmail('spray'));
    for (let i = 0; i < 20; i++) expect((await login(api, sprayed[i % 5]!, 'Wrong-pass 1')).status).toBe(400);
    const blocked = await login(api, buyer.email, buyer.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(LOCKED);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count successful logins against the IP', async () => {
    const buyer = await registerBuyer(api);
    for (let i = 0; i < 25; i++) expect((await login(api, buyer.email, buyer.password)).status).toBe(200);
    expect((await login(api, buyer.email, 'Wrong-pass 1')).status).toBe(400);
  });
});
