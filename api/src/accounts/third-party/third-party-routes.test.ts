import { startTestApi, type TestApi } from '../../test-support/test-api';
import { login, registerBuyer, refreshSetCookie, uniqueEmail } from '../account-test-helpers';
import { SIGN_IN_EXPIRED, SIGN_IN_NOT_VERIFIED, SIGN_IN_USED } from './identity-provider';
import { identityRegistry } from './registry';
import { TEST_IDP_AUTHORIZE_PATH, type TestIdentityProvider } from './test-idp/test-identity-provider';
import { EMAIL_HAS_PASSWORD_ACCOUNT, THIRD_LOGIN_PATH, THIRD_REGISTER_PATH } from './third-party-routes';

let api: TestApi;
let google: TestIdentityProvider;
let apple: TestIdentityProvider;
beforeAll(async () => {
  api = await startTestApi();
  google = identityRegistry(api.config).testProvider('google')!;
  apple = identityRegistry(api.config).testProvider('apple')!;
});
afterAll(() => api.close());

const storefront = () => api.config.corsOrigins[0]!;
const STATE = 'b3c1f0a2d4e6f8091a2b3c4d5e6f7a8b';

/** What the test IdP page does when a shopper types `email` and presses Continue: the code in the 303. */
async function codeFromPage(provider: string, email: string, name = 'Dana Whitfield') {
  const redirect = `${storefront()}/login`;
  const res = await fetch(`${api.url}${TEST_IDP_AUTHORIZE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ provider, state: STATE, redirect, email, name }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(redirect);
  expect(back.searchParams.get('state')).toBe(STATE);
  expect(back.searchParams.get('provider')).toBe(provider);
  return back.searchParams.get('code')!;
}

const points = async (accountId: number) =>
  (await api.database.query<{ n: number }>('select coalesce(sum(points), 0)::int as n from member_points where account_id = $1', [accountId]))[0]!.n;

describe('test identity provider page', () => {
  it('shows "Sign in with Google" with an email field, and only for shop pages', async () => {
    const page = await api.get(TEST_IDP_AUTHORIZE_PATH, { query: { provider: 'google', state: STATE, redirect: `${storefront()}/createAccount` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Sign in with Google</h1>');
    expect(page.body).toContain('<label for="email">');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${storefront()}`);

    const elsewhere = await api.get(TEST_IDP_AUTHORIZE_PATH, { query: { provider: 'google', state: STATE, redirect: 'https://evil.example/login' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('The sign-in request must return to a page of the shop');
    const unknown = await api.get(TEST_IDP_AUTHORIZE_PATH, { query: { provider: 'myspace', state: STATE, redirect: `${storefront()}/login` } });
    expect(unknown.status).toBe(404);
  });

  it('asks again for an email that is not one', async () => {
    const res = await fetch(`${api.url}${TEST_IDP_AUTHORIZE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ provider: 'apple', state: STATE, redirect: `${storefront()}/login`, email: 'not-an-email' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please enter a valid email address');
  });
});

describe('third-party registration and sign-in', () => {
  it('offers registration, registers with the welcome bonus, then signs straight in', async () => {
    const email = uniqueEmail('dana');
    const first = await api.post(THIRD_LOGIN_PATH, { body: { provider: 'google', code: await codeFromPage('google', email) } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ outcome: 'NO_ACCOUNT', provider: 'google', email, name: 'Dana Whitfield' });

    const code = await codeFromPage('google', email);
    const registered = await api.post(THIRD_REGISTER_PATH, { body: { provider: 'google', code, nickname: 'Dana W', subscribe: true } });
    expect(registered.status).toBe(200);
    const data = registered.body.data;
    expect(data).toEqual({ outcome: 'SIGNED_IN', accountId: expect.any(Number), token: expect.any(String), validity: 900, email, clientType: 'BUYER' });
    expect(refreshSetCookie(registered)).toBeDefined();
    const current = await api.get('/account/buyer/account/current', { token: data.token });
    expect(current.body.data).toMatchObject({ email, firstName: 'Dana', lastName: 'Whitfield', nickname: 'Dana W', subscribed: true, emailVerified: true });
    expect(await points(data.accountId)).toBeGreaterThan(0);
    // No password: the password sign-in refuses every guess, the empty one too.
    expect((await login(api, email, '')).status).toBe(400);

    // The same code again: used up.
    const again = await api.post(THIRD_REGISTER_PATH, { body: { provider: 'google', code } });
    expect(again.status).toBe(409);

    const signedIn = await api.post(THIRD_LOGIN_PATH, { body: { provider: 'google', code: await codeFromPage('google', email) } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ outcome: 'SIGNED_IN', accountId: data.accountId, email });
    expect(signedIn.body.data.token).not.toBe(data.token);
    expect(refreshSetCookie(signedIn)).toBeDefined();
    expect((await api.get('/account/buyer/account/current', { token: signedIn.body.data.token })).body.data.accountId).toBe(data.accountId);
  });

  it('refuses a reused sign-in code', async () => {
    const email = uniqueEmail('reuse');
    await api.post(THIRD_REGISTER_PATH, { body: { provider: 'apple', code: apple.issueCode(email, 'Sam Ortiz') } });
    const code = apple.issueCode(email, 'Sam Ortiz');
    expect((await api.post(THIRD_LOGIN_PATH, { body: { provider: 'apple', code } })).status).toBe(200);
    const replay = await api.post(THIRD_LOGIN_PATH, { body: { provider: 'apple', code } });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SIGN_IN_USED);
  });

  it('refuses forged, tampered, expired and other-provider codes with clear messages', async () => {
    const email = uniqueEmail('forger');
    const good = google.issueCode(email, 'Pat Doe');
    const [payload, signature] = good.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload.slice(4), 'base64url').toString('utf8'));
    const tampered = `ida_${Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.com' })).toString('base64url')}.${signature}`;
    for (const code of ['ida_bm90LWEtdG9rZW4.' + '0'.repeat(64), tampered, 'hello']) {
      const res = await api.post(THIRD_LOGIN_PATH, { body: { provider: 'google', code } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SIGN_IN_NOT_VERIFIED);
    }
    const expired = google.issueCode(email, 'Pat Doe', { now: Date.now() - 10 * 60 * 1000 });
    const late = await api.post(THIRD_REGISTER_PATH, { body: { provider: 'google', code: expired } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(SIGN_IN_EXPIRED);
    // A Google code is not an Apple one.
    const crossed = await api.post(THIRD_LOGIN_PATH, { body: { provider: 'apple', code: good } });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe(SIGN_IN_NOT_VERIFIED);
    expect((await api.database.query('select 1 from account where email = $1', [email])).length).toBe(0);
  });

  it('never takes over an account that has a password: it asks for the password sign-in', async () => {
    const owner = await registerBuyer(api);
    const res = await api.post(THIRD_LOGIN_PATH, { body: { provider: 'google', code: google.issueCode(owner.email, 'Someone') } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_HAS_PASSWORD_ACCOUNT);
    const reg = await api.post(THIRD_REGISTER_PATH, { body: { provider: 'google', code: google.issueCode(owner.email.toUpperCase(), 'Someone') } });
    expect(reg.status).toBe(409);
    expect(reg.body.message).toBe(EMAIL_HAS_PASSWORD_ACCOUNT);
    const links = await api.database.query('select 1 from third_party_link where account_id = $1', [owner.accountId]);
    expect(links).toHaveLength(0);
  });

  it('answers malformed bodies with 400, never 500, and writes nothing', async () => {
    const email = uniqueEmail('malformed');
    const cases: Array<{ path: string; body?: unknown; rawBody?: string }> = [
      { path: THIRD_LOGIN_PATH, body: {} },
      { path: THIRD_LOGIN_PATH, body: { provider: 'google' } },
      { path: THIRD_LOGIN_PATH, body: { provider: 42, code: 'x' } },
      { path: THIRD_LOGIN_PATH, rawBody: '{"provider":' },
      { path: THIRD_REGISTER_PATH, body: { provider: 'google', code: google.issueCode(email, 'Kim'), subscribe: 'yes' } },
      { path: THIRD_REGISTER_PATH, body: { provider: 'google', code: google.issueCode(email, 'Kim'), nickname: '<script>' } },
      { path: THIRD_REGISTER_PATH, body: { provider: 'myspace', code: google.issueCode(email, 'Kim') } },
    ];
    for (const c of cases) {
      const res = await api.post(c.path, c.rawBody !== undefined ? { rawBody: c.rawBody } : { body: c.body });
      expect([c, res.status]).toEqual([c, 400]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await api.database.query('select 1 from account where email = $1', [email])).length).toBe(0);
  });

  // Last: it fills this IP's login limit.
  it('limits refused codes per IP like wrong passwords', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await api.post(THIRD_LOGIN_PATH, { body: { provider: 'google', code: 'forged' } })).status;
    }
    expect(last).toBe(429);
  });
});
