import { startTestApi, type TestApi } from '../test-support/test-api';
import { loggedApiForFile, registerBuyer, uniqueEmail } from '../accounts/account-test-helpers';
import { ALREADY_SUBSCRIBED, SUBSCRIBED, UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from './newsletter-routes';

const SUBSCRIBE = '/account/public/buyer/subscribe/confirm/v2';
const INFO = '/account/public/buyer/subscribe/info';
const UNSUBSCRIBE = '/account/public/buyer/unsubscribe';

const file = loggedApiForFile();

/** The unsubscribe links of the confirmation emails the server logged for `email` (the developer's mailbox). */
function unsubscribeLinks(email: string): string[] {
  return file.logs.lines.filter((l) => l.msg === 'newsletter confirmation email' && l.email === email).map((l) => l.unsubscribeLink as string);
}
const keyOf = (link: string) => decodeURIComponent(/#unsubscribe=([^&]+)$/.exec(link)![1]!);

const info = async (email: string) => (await file.api.get(INFO, { query: { email } })).body.data;

describe('subscribe/confirm/v2', () => {
  it('subscribes once, emails one confirmation with an unsubscribe link, and says so when asked again', async () => {
    const email = uniqueEmail('news');
    const first = await file.api.post(SUBSCRIBE, { body: { email: ` ${email.toUpperCase()} `, source: 'footer' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ email, subscribed: true, alreadySubscribed: false, message: SUBSCRIBED });
    const again = await file.api.post(SUBSCRIBE, { body: { email } });
    expect(again.body.data).toEqual({ email, subscribed: true, alreadySubscribed: true, message: ALREADY_SUBSCRIBED });

    const links = unsubscribeLinks(email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^\/signUpResult#unsubscribe=[\w-]{43}$/);
    const rows = await file.api.database.query<{ email: string; subscribed: boolean; source: string }>('select email, subscribed, source from newsletter_subscriber where email = $1', [email]);
    expect(rows).toEqual([{ email, subscribed: true, source: 'footer' }]);
  });

  it('links to the storefront that asked, and only to one of the shop', async () => {
    const email = uniqueEmail('origin');
    await file.api.post(SUBSCRIBE, { body: { email }, headers: { origin: 'http://localhost:4100' } });
    const stranger = uniqueEmail('origin');
    await file.api.post(SUBSCRIBE, { body: { email: stranger }, headers: { origin: 'https://evil.example' } });
    expect(unsubscribeLinks(email)[0]).toMatch(/^http:\/\/localhost:4100\/signUpResult#unsubscribe=/);
    expect(unsubscribeLinks(stranger)[0]).toMatch(/^\/signUpResult#unsubscribe=/);
  });

  it('refuses a missing or malformed email with a clear message, storing nothing', async () => {
    expect((await file.api.post(SUBSCRIBE, { body: {} })).body).toMatchObject({ httpCode: 400, message: 'email is required' });
    expect((await file.api.post(SUBSCRIBE, { body: { email: '' } })).body).toMatchObject({ httpCode: 400, message: 'Please enter your email', fieldErrors: [{ field: 'email' }] });
    expect((await file.api.post(SUBSCRIBE, { body: { email: 'brakes@' } })).body).toMatchObject({ httpCode: 400, message: 'Please enter a valid email address' });
    expect((await file.api.post(SUBSCRIBE, { body: { email: { $ne: '' } } })).status).toBe(400);
    expect((await file.api.post(SUBSCRIBE, { rawBody: '{"email":' })).status).toBe(400);
    expect(await file.api.database.query("select 1 from newsletter_subscriber where email like 'brakes@%'")).toEqual([]);
  });
});

describe('subscribe/info', () => {
  it('answers for an email, and for the signed-in buyer from the token (never from an account id header)', async () => {
    const email = uniqueEmail('info');
    expect(await info(email)).toEqual({ email, subscribed: false });
    await file.api.post(SUBSCRIBE, { body: { email } });
    expect(await info(email.toUpperCase())).toEqual({ email, subscribed: true });

    const buyer = await registerBuyer(file.api, { subscribe: true });
    const other = await registerBuyer(file.api);
    // The account's own flag (ticked at registration) counts before the form was ever used.
    expect((await file.api.get(INFO, { token: buyer.token })).body.data).toEqual({ email: buyer.email, subscribed: true });
    const mine = await file.api.get(INFO, { token: other.token, query: { email: buyer.email }, headers: { 'x-account-id': String(buyer.accountId) } });
    expect(mine.body.data).toEqual({ email: other.email, subscribed: false });
    expect((await file.api.get(INFO, { headers: { 'x-account-id': String(buyer.accountId) } })).body).toMatchObject({ httpCode: 400, message: 'Please enter your email' });
  });
});

describe('unsubscribe', () => {
  it("unsubscribes with the email's link key only, and a new subscription keeps the same link working", async () => {
    const email = uniqueEmail('leave');
    const neighbour = uniqueEmail('stay');
    await file.api.post(SUBSCRIBE, { body: { email } });
    await file.api.post(SUBSCRIBE, { body: { email: neighbour } });
    const key = keyOf(unsubscribeLinks(email)[0]!);

    for (const token of ['made-up', key.slice(0, -1), `${key}x`, '']) {
      const res = await file.api.post(UNSUBSCRIBE, { body: { token } });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: UNSUBSCRIBE_LINK_INVALID });
    }
    expect(await info(email)).toEqual({ email, subscribed: true });

    const res = await file.api.post(UNSUBSCRIBE, { body: { token: key } });
    expect(res.body.data).toEqual({ email, subscribed: false, message: UNSUBSCRIBED });
    expect(await info(email)).toEqual({ email, subscribed: false });
    expect(await info(neighbour)).toEqual({ email: neighbour, subscribed: true });
    // Twice is fine.
    expect((await file.api.post(UNSUBSCRIBE, { body: { token: key } })).status).toBe(200);

    const back = await file.api.post(SUBSCRIBE, { body: { email } });
    expect(back.body.data.alreadySubscribed).toBe(false);
    expect(unsubscribeLinks(email).map(keyOf)).toEqual([key, key]);
  });

  it("lets a signed-in buyer unsubscribe their own address, and keeps the account's flag in step", async () => {
    const buyer = await registerBuyer(file.api, { subscribe: true });
    const other = await registerBuyer(file.api, { subscribe: true });
    expect((await file.api.post(UNSUBSCRIBE, { body: {}, token: buyer.token })).body.data).toMatchObject({ email: buyer.email, subscribed: false });
    expect(await info(buyer.email)).toEqual({ email: buyer.email, subscribed: false });
    expect(await info(other.email)).toEqual({ email: other.email, subscribed: true });
    const flags = await file.api.database.query<{ subscribed: boolean }>('select subscribed from account where id = $1', [buyer.accountId]);
    expect(flags).toEqual([{ subscribed: false }]);

    await file.api.post(SUBSCRIBE, { body: { email: buyer.email } });
    const again = await file.api.database.query<{ subscribed: boolean }>('select subscribed from account where id = $1', [buyer.accountId]);
    expect(again).toEqual([{ subscribed: true }]);
    // Without a token or a key there is nobody to unsubscribe.
    expect((await file.api.post(UNSUBSCRIBE, { body: {} })).body).toMatchObject({ httpCode: 400, message: UNSUBSCRIBE_LINK_INVALID });
  });
});

describe('subscription limit per IP', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi();
  });
  afterAll(() => limited.close());

  it('refuses the 21st sign-up in an hour with 429 and Retry-After; form errors do not count', async () => {
    for (let i = 0; i < 5; i++) expect((await limited.post(SUBSCRIBE, { body: { email: 'not-an-email' } })).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await limited.post(SUBSCRIBE, { body: { email: uniqueEmail('burst') } })).status).toBe(200);
    const refused = await limited.post(SUBSCRIBE, { body: { email: uniqueEmail('burst') } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
