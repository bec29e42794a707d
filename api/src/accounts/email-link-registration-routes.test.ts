import { loggedApiForFile, login, refreshSetCookie, registerBuyer, uniqueEmail } from './account-test-helpers';
import { SIGNUP_LINK_INVALID, SIGNUP_LINK_SENT } from './email-link-registration-routes';

const SEND = '/account/public/buyer/account/register/send-email';
const NO_PASSWORD = '/account/public/buyer/register/no-password';
const RESET_INIT = '/account/public/buyer/account/forget-password/init';
const RESET = '/account/public/buyer/account/forget-password/reset';

const file = loggedApiForFile();

/** The sign-up links the server logged for `email` (the developer's mailbox), oldest first. */
function signupLinks(email: string): string[] {
  return file.logs.lines.filter((l) => l.msg === 'sign-up link email' && l.email === email).map((l) => l.signUpLink as string);
}
const tokenOf = (link: string) => decodeURIComponent(/#signUpToken=([^&]+)$/.exec(link)![1]!);

async function requestLink(email: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await file.api.post(SEND, { body: { email, ...body } });
  expect(res.status).toBe(200);
  const links = signupLinks(email.trim().toLowerCase());
  expect(links.length).toBeGreaterThan(0);
  return tokenOf(links[links.length - 1]!);
}

describe('register/send-email', () => {
  it('answers alike for a new and a registered address; only the new one gets a sign-up link', async () => {
    const buyer = await registerBuyer(file.api);
    const fresh = uniqueEmail('link');
    const known = await file.api.post(SEND, { body: { email: buyer.email.toUpperCase() } });
    const unknown = await file.api.post(SEND, { body: { email: ` ${fresh} ` } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(unknown.body.data).toEqual({ message: SIGNUP_LINK_SENT });
    expect(signupLinks(buyer.email)).toEqual([]);
    // The account's owner is told instead, with the way to sign in.
    expect(file.logs.lines.some((l) => l.msg === 'account exists email' && l.email === buyer.email)).toBe(true);
    expect(signupLinks(fresh)).toHaveLength(1);
    expect(signupLinks(fresh)[0]).toMatch(/^\/signUpResult#signUpToken=[\w-]{43}$/);
    const rows = await file.api.database.query<{ token_hash: string; minutes: number; used_at: Date | null }>(
      'select token_hash, extract(epoch from expires_at - now())::float / 60 as minutes, used_at from signup_link where email = $1',
      [fresh],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(tokenOf(signupLinks(fresh)[0]!));
    expect(rows[0]!.minutes).toBeGreaterThan(59);
    expect(rows[0]!.minutes).toBeLessThanOrEqual(60);
    expect(rows[0]!.used_at).toBeNull();
  });

  it('refuses a missing or malformed email', async () => {
    expect((await file.api.post(SEND, { body: {} })).body).toMatchObject({ httpCode: 400, message: 'email is required' });
    expect((await file.api.post(SEND, { body: { email: 'nobody' } })).body).toMatchObject({ httpCode: 400, message: 'Please enter a valid email address', fieldErrors: [{ field: 'email' }] });
    expect((await file.api.post(SEND, { rawBody: '{' })).status).toBe(400);
  });

  it('sends at most 3 links an hour to one address (429 with Retry-After)', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await file.api.post(SEND, { body: { email } })).status).toBe(200);
    const refused = await file.api.post(SEND, { body: { email } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-up link requests\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(signupLinks(email)).toHaveLength(3);
  });
});

describe('register/no-password', () => {
  it('opens a verified account without a password and signs it in, with the answer of a login', async () => {
    const email = uniqueEmail('nopass');
    const token = await requestLink(email, { subscribe: true });
    const res = await file.api.post(NO_PASSWORD, { body: { token, firstName: ' Dana ', lastName: 'Ortiz' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, token: expect.any(String), validity: expect.any(Number), accountId: expect.any(Number) });
    expect(refreshSetCookie(res)).toBeDefined();

    const current = await file.api.get('/account/buyer/account/current', { token: res.body.data.token });
    expect(current.body.data).toMatchObject({ email, firstName: 'Dana', lastName: 'Ortiz' });
    const rows = await file.api.database.query<{ email_verified: boolean; subscribed: boolean }>('select email_verified, subscribed from account where id = $1', [res.body.data.accountId]);
    expect(rows).toEqual([{ email_verified: true, subscribed: true }]);
    const points = await file.api.get('/account/buyer/member-points', { token: res.body.data.token });
    expect(points.body.data.points).toBe(100);

    // No password works until the buyer sets one with the forgot-password link.
    expect((await login(file.api, email, 'none')).status).toBe(400);
    expect((await login(file.api, email, '')).status).toBe(400);
    await file.api.put(RESET_INIT, { body: { email } });
    const resetToken = file.logs.lines.filter((l) => l.msg === 'password reset token' && l.email === email).pop()!.resetToken as string;
    expect((await file.api.put(RESET, { body: { email, token: resetToken, newPassword: 'Strut-mount 2026' } })).status).toBe(200);
    expect((await login(file.api, email, 'Strut-mount 2026')).status).toBe(200);
  });

  it('works once: a second use, a replaced link, an expired link and made-up tokens are refused', async () => {
    const email = uniqueEmail('once');
    const replaced = await requestLink(email);
    const token = await requestLink(email);
    expect((await file.api.post(NO_PASSWORD, { body: { token: replaced } })).body).toMatchObject({ httpCode: 400, message: SIGNUP_LINK_INVALID, fieldErrors: [{ field: 'token' }] });
    expect((await file.api.post(NO_PASSWORD, { body: { token } })).status).toBe(200);
    expect((await file.api.post(NO_PASSWORD, { body: { token } })).body).toMatchObject({ httpCode: 400, message: SIGNUP_LINK_INVALID });

    const late = uniqueEmail('late');
    const lateToken = await requestLink(late);
    await file.api.database.query("update signup_link set expires_at = now() - interval '1 second' where email = $1", [late]);
    expect((await file.api.post(NO_PASSWORD, { body: { token: lateToken } })).body).toMatchObject({ httpCode: 400, message: SIGNUP_LINK_INVALID });
    expect(await file.api.database.query('select 1 from account where lower(email) = $1', [late])).toEqual([]);

    for (const bad of ['made-up', '', '   ', lateToken.slice(0, -1)]) {
      const res = await file.api.post(NO_PASSWORD, { body: { token: bad } });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: SIGNUP_LINK_INVALID });
    }
  });

  it('lets a link work once even when sent twice at once', async () => {
    const token = await requestLink(uniqueEmail('race'));
    const results = await Promise.all([1, 2].map(() => file.api.post(NO_PASSWORD, { body: { token } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('keeps the link usable when a name breaks a rule, and writes nothing', async () => {
    const email = uniqueEmail('names');
    const token = await requestLink(email);
    const bad = await file.api.post(NO_PASSWORD, { body: { token, firstName: 'x'.repeat(51) } });
    expect(bad.body).toMatchObject({ httpCode: 400, message: 'First name must be at most 50 characters', fieldErrors: [{ field: 'firstName' }] });
    expect(await file.api.database.query('select 1 from account where lower(email) = $1', [email])).toEqual([]);
    expect((await file.api.post(NO_PASSWORD, { body: { token } })).status).toBe(200);
  });

  it('refuses a link whose address was registered meanwhile, leaving that account alone', async () => {
    const email = uniqueEmail('meanwhile');
    const token = await requestLink(email);
    const buyer = await registerBuyer(file.api, { email });
    const res = await file.api.post(NO_PASSWORD, { body: { token } });
    expect(res.body).toMatchObject({ httpCode: 400, message: 'An account with this email already exists' });
    expect((await login(file.api, email, buyer.password)).status).toBe(200);
  });

  it('answers malformed requests with 400', async () => {
    expect((await file.api.post(NO_PASSWORD, { body: {} })).body).toMatchObject({ httpCode: 400, message: 'token is required' });
    expect((await file.api.post(NO_PASSWORD, { body: { token: { $gt: '' } } })).body).toMatchObject({ httpCode: 400, message: 'token must be string' });
    expect((await file.api.post(NO_PASSWORD, { rawBody: '[' })).status).toBe(400);
  });
});
