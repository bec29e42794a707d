import { startTestApi, type TestApi } from '../test-support/test-api';
import { captureLogs, loggedEmailCodes, otherCode, passCodeCooldown, registerBuyer, restoreClock, type TestBuyer } from './account-test-helpers';

const INIT = '/account/buyer/account/email-verify-init';
const VERIFY = '/account/buyer/account/email-verify';
const CURRENT = '/account/buyer/account/current';
const MISSING = 'Please request a verification code first';
const DEAD = 'This code was entered wrong too many times. Please request a new code';

let api: TestApi;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  logs = captureLogs();
  api = await startTestApi({ logger: logs.logger });
});
afterAll(() => api.close());
afterEach(restoreClock);

async function requestCode(buyer: TestBuyer): Promise<string> {
  const res = await api.put(INIT, { token: buyer.token });
  expect(res.status).toBe(200);
  const codes = loggedEmailCodes(logs, buyer.email, 'email-verify');
  expect(codes.length).toBeGreaterThan(0);
  return codes[codes.length - 1]!;
}

const verify = (buyer: TestBuyer, code: unknown) => api.put(VERIFY, { token: buyer.token, body: { code } });

async function codeRow(accountId: number) {
  const rows = await api.database.query<{ code_hash: string; email: string; attempts: number; minutes: number }>(
    `select code_hash, email, attempts::int as attempts, extract(epoch from expires_at - now())::float / 60 as minutes
     from email_code where account_id = $1 and purpose = 'email-verify'`,
    [accountId],
  );
  return rows[0];
}

let buyer: TestBuyer;
beforeEach(async () => {
  buyer = await registerBuyer(api);
});

describe('PUT /account/buyer/account/email-verify-init', () => {
  it('issues a 6-digit code for the current email, logs it, stores only its hash for 30 minutes', async () => {
    const res = await api.put(INIT, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: buyer.email, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const codes = loggedEmailCodes(logs, buyer.email, 'email-verify');
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^\d{6}$/);
    const row = await codeRow(buyer.accountId);
    expect(row).toMatchObject({ email: buyer.email, attempts: 0 });
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(codes[0]);
    expect(row!.minutes).toBeGreaterThan(29);
    expect(row!.minutes).toBeLessThanOrEqual(30);
    expect(Math.abs(Date.parse(res.body.data.expiresAt) - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
  });

  it('refuses an email that is already verified', async () => {
    await verify(buyer, await requestCode(buyer));
    const again = await api.put(INIT, { token: buyer.token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Your email address is already verified', fieldErrors: [{ field: 'email' }] });
  });

  it('needs a token', async () => {
    const res = await api.put(INIT);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, httpCode: 401, message: 'Login is invalid. Please log in again' });
  });
});

describe('PUT /account/buyer/account/email-verify', () => {
  it('marks the email verified with the right code and returns the user data', async () => {
    const code = await requestCode(buyer);
    const res = await verify(buyer, ` ${code} `);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountId: buyer.accountId, email: buyer.email, emailVerified: true, useFirstDiscount: false });
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.emailVerified).toBe(true);
    // Single use: the code is gone.
    expect(await codeRow(buyer.accountId)).toBeUndefined();
  });

  it('counts wrong codes: 5 wrong attempts and the code is dead', async () => {
    const code = await requestCode(buyer);
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify(buyer, wrong);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'code', message: res.body.message }]);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      'The code is incorrect. 4 attempts left',
      'The code is incorrect. 3 attempts left',
      'The code is incorrect. 2 attempts left',
      'The code is incorrect. 1 attempt left',
      DEAD,
    ]);
    const right = await verify(buyer, code);
    expect(right.body).toMatchObject({ httpCode: 400, message: DEAD });
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.emailVerified).toBe(false);

    // A new code starts over.
    passCodeCooldown();
    const fresh = await requestCode(buyer);
    expect((await verify(buyer, fresh)).body.data.emailVerified).toBe(true);
  });

  it('lets parallel guesses use at most 5 attempts', async () => {
    const code = await requestCode(buyer);
    const wrong = otherCode(code);
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(buyer, wrong)));
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect(results.filter((r) => r.body.message === DEAD).length).toBeGreaterThanOrEqual(4);
    expect((await codeRow(buyer.accountId))!.attempts).toBe(5);
    expect((await verify(buyer, code)).body.message).toBe(DEAD);
  });

  it('accepts only the newest code', async () => {
    const first = await requestCode(buyer);
    passCodeCooldown();
    const second = await requestCode(buyer);
    if (first !== second) {
      const old = await verify(buyer, first);
      expect(old.body).toMatchObject({ httpCode: 400, message: 'The code is incorrect. 4 attempts left' });
    }
    expect((await verify(buyer, second)).status).toBe(200);
  });

  it('refuses an expired code, and a code never requested', async () => {
    expect((await verify(buyer, '123456')).body).toMatchObject({ httpCode: 400, message: MISSING, fieldErrors: [{ field: 'code', message: MISSING }] });
    const code = await requestCode(buyer);
    await api.database.query("update email_code set expires_at = now() - interval '1 second' where account_id = $1", [buyer.accountId]);
    const res = await verify(buyer, code);
    expect(res.body).toMatchObject({ httpCode: 400, message: 'This code has expired. Please request a new code' });
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.emailVerified).toBe(false);
  });

  it('does not accept another account\'s code', async () => {
    const other = await registerBuyer(api);
    const otherCodeValue = await requestCode(other);
    await requestCode(buyer);
    const res = await verify(buyer, otherCodeValue);
    // Unless the two random codes happen to be equal, it is simply wrong.
    if (res.status === 400) expect(res.body.message).toMatch(/^The code is incorrect/);
    expect((await verify(other, otherCodeValue)).status).toBe(200);
  });

  it('answers malformed codes with 400 without using an attempt', async () => {
    await requestCode(buyer);
    const cases: [unknown, string, string][] = [
      [{ code: '' }, 'code', 'Please enter the 6-digit code from the email'],
      [{ code: '12345' }, 'code', 'Please enter the 6-digit code from the email'],
      [{ code: '1234567' }, 'code', 'Please enter the 6-digit code from the email'],
      [{ code: 'abcdef' }, 'code', 'Please enter the 6-digit code from the email'],
      [{ code: 'x'.repeat(21) }, 'code', 'code must NOT have more than 20 characters'],
      [{ code: { $gt: '' } }, 'code', 'code must be string'],
      [{}, 'code', 'code is required'],
      [[], 'body', 'body must be object'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.put(VERIFY, { token: buyer.token, body });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors[0]?.field }).toEqual({ status: 400, message, field });
    }
    expect((await api.put(VERIFY, { token: buyer.token, rawBody: '{"code": ' })).status).toBe(400);
    expect((await codeRow(buyer.accountId))!.attempts).toBe(0);
  });

  it('needs a token', async () => {
    expect((await api.put(VERIFY, { body: { code: '123456' } })).status).toBe(401);
  });
});

describe('in production', () => {
  it('no code is logged', async () => {
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
      const someone = await registerBuyer(prod);
      expect((await prod.put(INIT, { token: someone.token })).status).toBe(200);
      const rows = await prod.database.query('select 1 from email_code where account_id = $1', [someone.accountId]);
      expect(rows).toHaveLength(1);
      expect(prodLogs.text()).toContain(INIT);
      expect(prodLogs.text()).not.toContain('emailCode');
      expect(prodLogs.lines.some((l) => l.msg === 'email verification code')).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
