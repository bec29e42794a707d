import { startTestApi, type TestApi } from '../test-support/test-api';
import { captureLogs, GOOD_PASSWORD, loggedEmailCodes, login, otherCode, passCodeCooldown, registerBuyer, restoreClock, uniqueEmail, type TestBuyer } from './account-test-helpers';

const INIT = '/account/buyer/account/change-email-init';
const FINISH = '/account/buyer/account/change-email-finish';
const CURRENT = '/account/buyer/account/current';
const DUPLICATE = 'An account with this email already exists';
const MISSING = 'Please request a verification code first';

let api: TestApi;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  logs = captureLogs();
  api = await startTestApi({ logger: logs.logger });
});
afterAll(() => api.close());
afterEach(restoreClock);

/** Starts a change to `newEmail` and returns the code the server "mailed" there. */
async function startChange(buyer: TestBuyer, newEmail: string): Promise<string> {
  const res = await api.put(INIT, { token: buyer.token, body: { newEmail, password: buyer.password } });
  expect(res.status).toBe(200);
  const codes = loggedEmailCodes(logs, newEmail.trim().toLowerCase(), 'change-email');
  expect(codes.length).toBeGreaterThan(0);
  return codes[codes.length - 1]!;
}

const finish = (buyer: TestBuyer, code: unknown) => api.put(FINISH, { token: buyer.token, body: { code } });

let buyer: TestBuyer;
beforeEach(async () => {
  buyer = await registerBuyer(api);
});

describe('PUT /account/buyer/account/change-email-init', () => {
  it('checks the password, sends a code to the new address and changes nothing yet', async () => {
    const newEmail = uniqueEmail('moved');
    const res = await api.put(INIT, { token: buyer.token, body: { newEmail: ` ${newEmail.toUpperCase()} `, password: buyer.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: newEmail, expiresAt: expect.stringMatching(/^\d{4}-/) });
    const codes = loggedEmailCodes(logs, newEmail, 'change-email');
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^\d{6}$/);
    const [row] = await api.database.query<{ email: string; code_hash: string }>("select email, code_hash from email_code where account_id = $1 and purpose = 'change-email'", [
      buyer.accountId,
    ]);
    expect(row!.email).toBe(newEmail);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.email).toBe(buyer.email);
  });

  it('refuses a wrong password, a bad, current or taken address at the right field', async () => {
    const other = await registerBuyer(api);
    const cases: [unknown, string, string][] = [
      [{ newEmail: uniqueEmail(), password: 'Wrong-pass 11' }, 'password', 'Password is incorrect'],
      [{ newEmail: uniqueEmail(), password: '' }, 'password', 'Please enter your password'],
      [{ newEmail: 'not-an-email', password: GOOD_PASSWORD }, 'newEmail', 'Please enter a valid email address'],
      [{ newEmail: '  ', password: GOOD_PASSWORD }, 'newEmail', 'Please enter your email'],
      [{ newEmail: buyer.email.toUpperCase(), password: GOOD_PASSWORD }, 'newEmail', 'This is already your email address'],
      [{ newEmail: ` ${other.email.toUpperCase()}`, password: GOOD_PASSWORD }, 'newEmail', DUPLICATE],
      [{ password: GOOD_PASSWORD }, 'newEmail', 'newEmail is required'],
      [{ newEmail: uniqueEmail() }, 'password', 'password is required'],
      [{ newEmail: { address: 'a@b.co' }, password: GOOD_PASSWORD }, 'newEmail', 'newEmail must be string'],
      [{ newEmail: uniqueEmail(), password: 'x'.repeat(1025) }, 'password', 'password must NOT have more than 1024 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.put(INIT, { token: buyer.token, body });
      expect({ body, status: res.status, message: res.body.message, fieldErrors: res.body.fieldErrors }).toEqual({
        body,
        status: 400,
        message: expect.any(String),
        fieldErrors: [{ field, message: expect.any(String) }],
      });
      expect(res.body.message).toBe(message);
    }
    expect((await api.put(INIT, { token: buyer.token, rawBody: '{"newEmail"' })).status).toBe(400);
    expect(await api.database.query('select 1 from email_code where account_id = $1', [buyer.accountId])).toHaveLength(0);
  });

  it('limits password guesses like login (429 after 5 failures)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await api.put(INIT, { token: buyer.token, body: { newEmail: uniqueEmail(), password: `Wrong-pass ${i}1` } })).status).toBe(400);
    }
    const limited = await api.put(INIT, { token: buyer.token, body: { newEmail: uniqueEmail(), password: buyer.password } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.message).toMatch(/^Too many failed password attempts\. Please try again in/);
  });

  it('needs a token', async () => {
    expect((await api.put(INIT, { body: { newEmail: uniqueEmail(), password: GOOD_PASSWORD } })).status).toBe(401);
  });
});

describe('PUT /account/buyer/account/change-email-finish', () => {
  it('switches the account to the new, verified address; the code works once', async () => {
    const newEmail = uniqueEmail('moved');
    const code = await startChange(buyer, newEmail);
    const res = await finish(buyer, code);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountId: buyer.accountId, email: newEmail, emailVerified: true });
    expect((await api.get(CURRENT, { token: buyer.token })).body.data).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(api, newEmail, buyer.password)).status).toBe(200);
    expect((await login(api, buyer.email, buyer.password)).status).toBe(400);

    const again = await finish(buyer, code);
    expect(again.body).toMatchObject({ httpCode: 400, message: MISSING, fieldErrors: [{ field: 'code', message: MISSING }] });
  });

  it('refuses with a fieldError when someone registered the address meanwhile, and changes nothing', async () => {
    const newEmail = uniqueEmail('contested');
    const code = await startChange(buyer, newEmail);
    await registerBuyer(api, { email: newEmail.toUpperCase() });
    const res = await finish(buyer, code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: DUPLICATE, fieldErrors: [{ field: 'newEmail', message: DUPLICATE }] });
    expect((await api.get(CURRENT, { token: buyer.token })).body.data).toMatchObject({ email: buyer.email, emailVerified: false });
    // That code can never succeed: it is gone.
    expect((await finish(buyer, code)).body.message).toBe(MISSING);
  });

  it('counts wrong codes: the fifth wrong one kills the code', async () => {
    const code = await startChange(buyer, uniqueEmail('moved'));
    for (let i = 0; i < 5; i++) expect((await finish(buyer, otherCode(code))).status).toBe(400);
    const res = await finish(buyer, code);
    expect(res.body.message).toBe('This code was entered wrong too many times. Please request a new code');
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.email).toBe(buyer.email);
  });

  it('takes only the code of the latest request, for the latest address', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const firstCode = await startChange(buyer, first);
    passCodeCooldown();
    const secondCode = await startChange(buyer, second);
    if (firstCode !== secondCode) expect((await finish(buyer, firstCode)).status).toBe(400);
    const res = await finish(buyer, secondCode);
    expect(res.body.data.email).toBe(second);
  });

  it('makes codes and reset links sent to the old address useless', async () => {
    await api.put('/account/buyer/account/email-verify-init', { token: buyer.token });
    const oldVerifyCode = loggedEmailCodes(logs, buyer.email, 'email-verify').pop()!;
    await api.put('/account/public/buyer/account/forget-password/init', { body: { email: buyer.email } });
    expect(await api.database.query('select 1 from password_reset where account_id = $1', [buyer.accountId])).toHaveLength(1);

    const newEmail = uniqueEmail('moved');
    expect((await finish(buyer, await startChange(buyer, newEmail))).status).toBe(200);
    const verify = await api.put('/account/buyer/account/email-verify', { token: buyer.token, body: { code: oldVerifyCode } });
    // The new address is verified already by the change; the old code is gone either way.
    expect(verify.body.data.emailVerified).toBe(true);
    expect(await api.database.query('select 1 from email_code where account_id = $1', [buyer.accountId])).toHaveLength(0);
    expect(await api.database.query('select 1 from password_reset where account_id = $1', [buyer.accountId])).toHaveLength(0);
  });

  it('refuses malformed codes and a finish without a started change', async () => {
    expect((await finish(buyer, '654321')).body).toMatchObject({ httpCode: 400, message: MISSING });
    for (const [body, message] of [
      [{ code: '12 34' }, 'Please enter the 6-digit code from the email'],
      [{ code: null }, 'Please enter the 6-digit code from the email'],
      [{}, 'code is required'],
      [{ code: { a: 1 } }, 'code must be string'],
    ] as const) {
      const res = await api.put(FINISH, { token: buyer.token, body });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await api.put(FINISH, { token: buyer.token, rawBody: 'code=1' })).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await api.put(FINISH, { body: { code: '123456' } })).status).toBe(401);
  });
});
