import crypto from 'node:crypto';
import { captureLogs, GOOD_PASSWORD, passCodeCooldown, registerBuyer, restoreClock, uniqueEmail } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * The abuse limits through HTTP (limits/abuse-limits.ts). The API believes one proxy hop here, so
 * X-Forwarded-For stands for shoppers and attackers at different addresses.
 */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({ logger: captureLogs().logger, config: { trustProxy: 1, registrationsPerIpHour: 3 } });
});
afterEach(async () => {
  restoreClock();
  await api.close();
});

const from = (ip: string, more: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...more });
const device = () => crypto.randomUUID();
const loginFrom = (email: string, password: string, headers: Record<string, string>) =>
  api.post('/account/public/buyer/login', { body: { email, password }, headers });

describe('login: guesses slow the attacker without locking the owner out', () => {
  it('an attacking IP is held back; the owner elsewhere signs in', async () => {
    const owner = await registerBuyer(api);
    for (let i = 0; i < 5; i++) expect((await loginFrom(owner.email, `Wrong-pass ${i}`, from('203.0.113.9'))).status).toBe(400);
    const held = await loginFrom(owner.email, owner.password, from('203.0.113.9'));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect((await loginFrom(owner.email, owner.password, from('198.51.100.7'))).status).toBe(200);
  });

  it('guesses from many IPs stop strangers, not a device that signed in before; a reset clears them', async () => {
    const owner = await registerBuyer(api);
    const laptop = device();
    expect((await loginFrom(owner.email, owner.password, from('198.51.100.7', { visitor_u_key: laptop }))).status).toBe(200);
    for (let ip = 1; ip <= 5; ip++) {
      for (let i = 0; i < 4; i++) expect((await loginFrom(owner.email, `Wrong-pass ${i}`, from(`203.0.113.${ip}`))).status).toBe(400);
    }
    const stranger = await loginFrom(owner.email, owner.password, from('192.0.2.44', { visitor_u_key: device() }));
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes\.$/);
    expect((await loginFrom(owner.email, owner.password, from('192.0.2.44', { visitor_u_key: laptop }))).status).toBe(200);
  });
});

describe('registration', () => {
  it('opens at most the configured number of accounts per IP an hour; a form error does not count', async () => {
    expect((await api.post('/account/public/buyer/account/register', { body: { email: uniqueEmail(), password: 'short' }, headers: from('192.0.2.1') })).status).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect((await api.post('/account/public/buyer/account/register', { body: { email: uniqueEmail(), password: GOOD_PASSWORD }, headers: from('192.0.2.1') })).status).toBe(200);
    }
    const refused = await api.post('/account/public/buyer/account/register', { body: { email: uniqueEmail(), password: GOOD_PASSWORD }, headers: from('192.0.2.1') });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many new accounts from your network. Please try again in 60 minutes.');
    // The hour started with the first of the three (each hashes a password: a second or two ago).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await api.post('/account/public/buyer/account/register', { body: { email: uniqueEmail(), password: GOOD_PASSWORD }, headers: from('192.0.2.2') })).status).toBe(200);
  });
});

describe('email codes', () => {
  it('one a minute per purpose, ten a day per account', async () => {
    const buyer = await registerBuyer(api);
    const ask = () => api.put('/account/buyer/account/email-verify-init', { token: buyer.token });
    expect((await ask()).status).toBe(200);
    const soon = await ask();
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('Too many code requests. Please try again in 1 minute.');
    for (let i = 2; i <= 10; i++) {
      passCodeCooldown();
      expect((await ask()).status).toBe(200);
    }
    passCodeCooldown();
    const eleventh = await ask();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/^Too many code requests\. Please try again in (2[0-4]) hours\.$/);
  });
});

describe('password reset requests', () => {
  it('three an hour per address, registered or not, with the same answer', async () => {
    const buyer = await registerBuyer(api);
    for (const email of [buyer.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 3; i++) expect((await api.put('/account/public/buyer/account/forget-password/init', { body: { email }, headers: from(`192.0.2.${i + 10}`) })).status).toBe(200);
      const refused = await api.put('/account/public/buyer/account/forget-password/init', { body: { email }, headers: from('192.0.2.99') });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many password reset requests. Please try again in 60 minutes.');
    }
  });

  it('twenty an hour per IP over all addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await api.put('/account/public/buyer/account/forget-password/init', { body: { email: uniqueEmail() }, headers: from('192.0.2.7') })).status).toBe(200);
    expect((await api.put('/account/public/buyer/account/forget-password/init', { body: { email: uniqueEmail() }, headers: from('192.0.2.7') })).status).toBe(429);
  });
});

describe('order lookups', () => {
  it('a guest IP that keeps finding nothing is held back; a signed-in buyer is not', async () => {
    const lookup = (headers: Record<string, string>, token?: string) => api.get('/order/public/buyer/order/detail', { query: { orderNo: 'AXB99999999', key: 'guess' }, headers, token });
    for (let i = 0; i < 30; i++) expect((await lookup(from('192.0.2.5'))).status).toBe(404);
    const held = await lookup(from('192.0.2.5'));
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('Too many order lookups. Please try again in 15 minutes.');
    expect((await lookup(from('192.0.2.6'))).status).toBe(404);
    const buyer = await registerBuyer(api);
    expect((await lookup(from('192.0.2.5'), buyer.token)).status).toBe(404);
  });
});
