import { hashToken } from './tokens';
import { issueResetToken } from './password-reset-tokens';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { GOOD_PASSWORD, login, refreshCookieOf, refreshSetCookie, registerBuyer, uniqueEmail, type TestBuyer } from './account-test-helpers';

const REFRESH = '/account/public/buyer/token/refresh';
const CURRENT = '/account/buyer/account/current';
const LOGOUT = '/account/buyer/account/logout';
const LOGIN_INVALID = 'Login is invalid. Please log in again';

let api: TestApi;
let buyer: TestBuyer;
beforeAll(async () => {
  api = await startTestApi();
  buyer = await registerBuyer(api, { email: uniqueEmail('refresh') });
});
afterAll(() => api.close());

const refresh = (cookie?: string) => api.post(REFRESH, cookie ? { headers: { cookie } } : {});
const signIn = async () => {
  const res = await login(api, buyer.email, GOOD_PASSWORD);
  expect(res.status).toBe(200);
  return { token: res.body.data.token as string, cookie: refreshCookieOf(res) };
};

describe('the refresh cookie of a sign-in', () => {
  it('login sets it httpOnly, SameSite=Strict, for the refresh path only, for 30 days; the body never holds it', async () => {
    const res = await login(api, buyer.email, GOOD_PASSWORD);
    const set = refreshSetCookie(res)!;
    const attributes = set.split('; ').slice(1).map((a) => a.toLowerCase());
    expect(attributes.sort()).toEqual(['httponly', 'max-age=2592000', `path=${REFRESH}`, 'samesite=strict'].sort());
    const value = set.split(';', 1)[0]!.split('=')[1]!;
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(res.body)).not.toContain(value);
    expect(res.body.data.validity).toBe(900);
  });

  it('registration sets it too', async () => {
    const res = await api.post('/account/public/buyer/account/register', { body: { email: uniqueEmail('new'), password: GOOD_PASSWORD } });
    expect(res.status).toBe(200);
    expect(refreshSetCookie(res)).toMatch(/HttpOnly/);
    expect((await refresh(refreshCookieOf(res))).status).toBe(200);
  });

  it('is Secure where the configuration says so', async () => {
    const secureApi = await startTestApi({ config: { secureCookies: true } });
    try {
      const registered = await registerBuyer(secureApi);
      const res = await login(secureApi, registered.email, registered.password);
      expect(refreshSetCookie(res)).toMatch(/; Secure/);
    } finally {
      await secureApi.close();
    }
  });

  it('only the hash of the refresh token is stored', async () => {
    const { cookie } = await signIn();
    const value = cookie.split('=')[1]!;
    const rows = await api.database.query<{ token_hash: string }>('select token_hash from refresh_token where account_id = $1', [buyer.accountId]);
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(value));
    expect(rows.map((r) => r.token_hash)).not.toContain(value);
  });
});

describe('POST /account/public/buyer/token/refresh', () => {
  it('rotates: a new bearer token and a new refresh cookie; the old refresh token is used up', async () => {
    const first = await signIn();
    const res = await refresh(first.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accountId: buyer.accountId, token: expect.any(String), validity: 900, clientType: 'BUYER' });
    expect(res.body.data.token).not.toBe(first.token);
    const next = refreshCookieOf(res);
    expect(next).not.toBe(first.cookie);
    expect((await api.get(CURRENT, { token: res.body.data.token })).body.data.accountId).toBe(buyer.accountId);
    // The next refresh takes the new cookie.
    expect((await refresh(next)).status).toBe(200);
  });

  it('reuse of a rotated refresh token ends the whole sign-in (theft detection)', async () => {
    const first = await signIn();
    const rotated = await refresh(first.cookie);
    expect(rotated.status).toBe(200);
    const stolenReplay = await refresh(first.cookie);
    expect(stolenReplay.status).toBe(401);
    expect(stolenReplay.body.message).toBe(LOGIN_INVALID);
    expect(refreshSetCookie(stolenReplay)).toMatch(/Max-Age=0/);
    // The rotation's refresh token and every bearer token of the sign-in are dead too.
    expect((await refresh(refreshCookieOf(rotated))).status).toBe(401);
    expect((await api.get(CURRENT, { token: rotated.body.data.token })).status).toBe(401);
    expect((await api.get(CURRENT, { token: first.token })).status).toBe(401);
    // Other sign-ins of the account are not touched.
    expect((await api.get(CURRENT, { token: buyer.token })).status).toBe(200);
  });

  it('answers a call without the cookie with 401 and says what is missing', async () => {
    const res = await refresh();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, httpCode: 401, message: 'No sign-in to renew: the refresh cookie is missing. Please log in again' });
  });

  it('answers an unknown, empty or odd refresh token with 401, never a 500', async () => {
    for (const cookie of ['axlebay_refresh=not-a-token', 'axlebay_refresh=', `axlebay_refresh=${'x'.repeat(5000)}`, 'axlebay_refresh=%E0%A4%A', 'other=1']) {
      const res = await refresh(cookie);
      expect({ cookie: cookie.slice(0, 30), status: res.status }).toEqual({ cookie: cookie.slice(0, 30), status: 401 });
    }
  });

  it('drops the expired tokens of the sign-in it renews (housekeeping)', async () => {
    const first = await signIn();
    const second = await refresh(first.cookie);
    const family = await api.database.query<{ family_id: string }>('select family_id from session where token_hash = $1', [hashToken(second.body.data.token)]);
    await api.database.query("update session set expires_at = now() - interval '1 second' where family_id = $1", [family[0]!.family_id]);
    await api.database.query("update refresh_token set expires_at = now() - interval '1 second' where family_id = $1 and rotated_at is not null", [family[0]!.family_id]);
    expect((await refresh(refreshCookieOf(second))).status).toBe(200);
    const left = await api.database.query<{ n: number }>(
      'select (select count(*) from session where family_id = $1)::int + (select count(*) from refresh_token where family_id = $1)::int as n',
      [family[0]!.family_id],
    );
    // The new bearer token, the used refresh token just rotated, and the new refresh token.
    expect(left[0]!.n).toBe(3);
  });

  it('refuses an expired refresh token', async () => {
    const { cookie } = await signIn();
    await api.database.query("update refresh_token set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(cookie.split('=')[1]!)]);
    const res = await refresh(cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(LOGIN_INVALID);
  });
});

describe('what ends refresh tokens', () => {
  it('logout: the sign-in of the token, its refresh token with it; the browser is told to drop the cookie', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const res = await api.post(LOGOUT, { token: phone.token });
    expect(res.status).toBe(200);
    expect(refreshSetCookie(res)).toMatch(new RegExp(`^axlebay_refresh=; Max-Age=0; Path=${REFRESH.replace(/\//g, '\\/')}; Expires=.*; HttpOnly; SameSite=Strict$`));
    expect((await refresh(phone.cookie)).status).toBe(401);
    expect((await refresh(laptop.cookie)).status).toBe(200);
  });

  it('password change: the other sign-ins lose their refresh tokens, this one keeps its own', async () => {
    const owner = await registerBuyer(api);
    const here = await login(api, owner.email, owner.password);
    const elsewhere = await login(api, owner.email, owner.password);
    const res = await api.put('/account/buyer/account/password', { token: here.body.data.token, body: { oldPassword: owner.password, newPassword: 'Rotor-disc 2025' } });
    expect(res.status).toBe(200);
    expect((await refresh(refreshCookieOf(elsewhere))).status).toBe(401);
    expect((await refresh(refreshCookieOf(here))).status).toBe(200);
  });

  it('password reset: every refresh token of the account', async () => {
    const owner = await registerBuyer(api);
    const signedIn = await login(api, owner.email, owner.password);
    const resetToken = await issueResetToken(api.database, owner.accountId);
    const res = await api.put('/account/public/buyer/account/forget-password/reset', { body: { email: owner.email, token: resetToken, newPassword: 'Rotor-disc 2025' } });
    expect(res.status).toBe(200);
    expect((await refresh(refreshCookieOf(signedIn))).status).toBe(401);
  });
});

describe('short-lived bearer tokens', () => {
  it('an expired access token gets 401; the refresh cookie brings a new one', async () => {
    const quick = await startTestApi({ config: { accessTokenSeconds: 1 } });
    try {
      const owner = await registerBuyer(quick);
      const res = await login(quick, owner.email, owner.password);
      expect(res.body.data.validity).toBe(1);
      expect((await quick.get(CURRENT, { token: res.body.data.token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const expired = await quick.get(CURRENT, { token: res.body.data.token });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(LOGIN_INVALID);
      const renewed = await quick.post(REFRESH, { headers: { cookie: refreshCookieOf(res) } });
      expect(renewed.status).toBe(200);
      expect((await quick.get(CURRENT, { token: renewed.body.data.token })).status).toBe(200);
    } finally {
      await quick.close();
    }
  });
});

describe('CORS for the refresh cookie', () => {
  it('allows credentials for a storefront origin, echoing that origin (never *)', async () => {
    const origin = api.config.corsOrigins[0]!;
    const res = await api.post(REFRESH, { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await api.request('OPTIONS', REFRESH, { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-shop-id' } });
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('gives nothing to another origin', async () => {
    const res = await api.post(REFRESH, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
