import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, jest } from '@jest/globals';
import { startTestApi, type TestApi } from '../test-support/test-api';

/** Test-only helpers of the account suites (not a *.test.ts file: jest does not run it). */

export const GOOD_PASSWORD = 'Brake-pads 2024';

/** An address no other test file uses (on PostgreSQL every file shares one database). */
export function uniqueEmail(label = 'buyer'): string {
  return `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

export interface TestBuyer {
  email: string;
  password: string;
  accountId: number;
  token: string;
}

export async function registerBuyer(api: TestApi, overrides: Record<string, unknown> = {}): Promise<TestBuyer> {
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD, ...overrides };
  const res = await api.post('/account/public/buyer/account/register', { body });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email: res.body.data.email, password: body.password as string, accountId: res.body.data.accountId, token: res.body.data.token };
}

export async function login(api: TestApi, email: string, password: string) {
  return api.post('/account/public/buyer/login', { body: { email, password } });
}

/** The refresh cookie an answer sets (`name=value; attributes`), if it sets one. */
export function refreshSetCookie(res: { headers: Headers }): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('axlebay_refresh='));
}

/** The refresh token in an answer's Set-Cookie, as a `Cookie` request header value. */
export function refreshCookieOf(res: { headers: Headers }): string {
  const set = refreshSetCookie(res);
  if (!set) throw new Error('the answer set no refresh cookie');
  return set.split(';', 1)[0]!;
}

/** A Fastify logger that keeps every JSON log line, for tests that read what the server logged. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: { level: 'info', stream }, lines, text: () => raw.join('\n') };
}

/**
 * The real API with its log lines kept (the developer's mailbox), started before the calling file's
 * tests and closed after them. Read `api` and `logs` inside tests, once started.
 */
export function loggedApiForFile(): { readonly api: TestApi; readonly logs: ReturnType<typeof captureLogs> } {
  const held = {} as { api: TestApi; logs: ReturnType<typeof captureLogs> };
  beforeAll(async () => {
    held.logs = captureLogs();
    held.api = await startTestApi({ logger: held.logs.logger });
  });
  afterAll(() => held.api.close());
  return held;
}

/** The email codes the server logged for `email` and `purpose` (development: the log stands in for the email), oldest first. */
export function loggedEmailCodes(logs: ReturnType<typeof captureLogs>, email: string, purpose: 'email-verify' | 'change-email'): string[] {
  return logs.lines.filter((l) => l.msg === 'email verification code' && l.email === email && l.purpose === purpose).map((l) => l.emailCode as string);
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

let clockShift = 0;
/**
 * Moves the API's clock (Date.now, in this process) past the one-minute cooldown between email
 * codes (limits/abuse-limits.ts codeCooldown), for a test that asks for a second code. Files that
 * use it call `restoreClock` after each test.
 */
export function passCodeCooldown(): void {
  if (clockShift === 0) {
    const real = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => real() + clockShift);
  }
  clockShift += 61_000;
}

export function restoreClock(): void {
  clockShift = 0;
  jest.restoreAllMocks();
}
