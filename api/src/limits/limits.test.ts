import crypto from 'node:crypto';
import { jest } from '@jest/globals';
import { backoffSeconds, LoginThrottle, tooManyAttemptsMessage } from '../accounts/login-throttle';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { createAbuseLimits, type AbuseLimits } from './abuse-limits';
import { Limit } from './limit';
import { takeAll } from './take-all';
import { waitText } from './too-many';

/**
 * The limits count in the database: two sets of limits over one database stand for two API
 * processes. The clock is the library's (Date.now), moved forward by the tests.
 */
let api: TestApi;
let now: number;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => {
  now = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

const namespace = () => `unit-${crypto.randomUUID().slice(0, 8)}`;
const minutes = (n: number) => (now += n * 60_000);

async function failLogins(throttle: LoginThrottle, email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    const attempt = await throttle.start(email, ip);
    if (!attempt.allowed) throw new Error(`attempt ${i + 1} refused`);
    await attempt.failed();
  }
}

describe('limits shared by API processes', () => {
  it('two processes on one database fill one window', async () => {
    const ns = namespace();
    const [a, b] = [createAbuseLimits(api.database, { namespace: ns }), createAbuseLimits(api.database, { namespace: ns })];
    for (let i = 0; i < 5; i++) expect((await (i % 2 ? a : b).registrationIp.hit('ip-1')).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await (i % 2 ? b : a).registrationIp.hit('ip-1')).allowed).toBe(true);
    const refused = await a.registrationIp.hit('ip-1');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect(await b.registrationIp.blockedFor('ip-1')).toBe(3600);
    // Another namespace (another shop, a test run) counts apart.
    expect((await createAbuseLimits(api.database, { namespace: namespace() }).registrationIp.hit('ip-1')).allowed).toBe(true);
  });

  it('takeAll counts against every limit or none', async () => {
    const ns = namespace();
    const tight = new Limit(api.database, `${ns}:tight`, { points: 1, durationSeconds: 60 });
    const loose = new Limit(api.database, `${ns}:loose`, { points: 10, durationSeconds: 3600 });
    expect(await takeAll([[tight, 'k'], [loose, 'k']])).toEqual({ allowed: true, consumed: [1, 1] });
    expect(await takeAll([[tight, 'k'], [loose, 'k']])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // The refused request did not use one of the ten.
    expect(await loose.hit('k')).toEqual({ allowed: true, consumed: 2 });
    minutes(1);
    expect((await takeAll([[tight, 'k'], [loose, 'k']])).allowed).toBe(true);
  });
});

describe('LoginThrottle', () => {
  let limits: AbuseLimits;
  let throttle: LoginThrottle;
  beforeEach(() => {
    limits = createAbuseLimits(api.database, { namespace: namespace() });
    throttle = new LoginThrottle(limits);
  });

  it('holds an account + IP pair back after 5 wrong passwords, with a backoff that doubles', async () => {
    await failLogins(throttle, 'a@x.com', '1.1.1.1', 5);
    expect(await throttle.start('a@x.com', '1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 900 });
    // The owner, elsewhere, is not locked out.
    expect((await throttle.start('a@x.com', '2.2.2.2')).allowed).toBe(true);
    minutes(15);
    await failLogins(throttle, 'a@x.com', '1.1.1.1', 5);
    expect(await throttle.start('a@x.com', '1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 1800 });
    minutes(30);
    await failLogins(throttle, 'a@x.com', '1.1.1.1', 5);
    expect(await throttle.start('a@x.com', '1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 3600 });
  });

  it('a right password clears the pair and takes the attempt back from the IP', async () => {
    await failLogins(throttle, 'a@x.com', '1.1.1.1', 4);
    const right = await throttle.start('a@x.com', '1.1.1.1');
    if (!right.allowed) throw new Error('refused');
    await right.succeeded();
    await failLogins(throttle, 'a@x.com', '1.1.1.1', 5);
    expect((await throttle.start('a@x.com', '1.1.1.1')).allowed).toBe(false);
  });

  it('limits one IP over many accounts (spraying)', async () => {
    for (let i = 0; i < 20; i++) await failLogins(throttle, `u${i}@x.com`, '9.9.9.9', 1);
    expect((await throttle.start('fresh@x.com', '9.9.9.9')).allowed).toBe(false);
    expect((await throttle.start('fresh@x.com', '8.8.8.8')).allowed).toBe(true);
  });

  it('guesses from many IPs hold the account back for unknown devices only; a reset clears them', async () => {
    for (let i = 0; i < 5; i++) await failLogins(throttle, 'owner@x.com', `10.0.0.${i}`, 4);
    const stranger = await throttle.start('owner@x.com', '10.0.1.1');
    expect(stranger.allowed).toBe(false);
    if (stranger.allowed) return;
    expect(stranger.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await throttle.start('owner@x.com', '10.0.1.1', { knownDevice: true })).allowed).toBe(true);
    await throttle.clearAccount('owner@x.com', '10.0.1.1');
    expect((await throttle.start('owner@x.com', '10.0.1.1')).allowed).toBe(true);
  });

  it('backoff grows to a day at most; messages say how long', () => {
    expect([1, 2, 3, 7, 8, 50].map(backoffSeconds)).toEqual([900, 1800, 3600, 57_600, 86_400, 86_400]);
    expect(tooManyAttemptsMessage(900)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(1, 'password attempts')).toBe('Too many failed password attempts. Please try again in 1 second.');
    expect([59, 60, 61, 5400, 5401, 86_400].map(waitText)).toEqual(['59 seconds', '1 minute', '2 minutes', '90 minutes', '2 hours', '24 hours']);
  });
});
