/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { LIMITS, LOGS_PATH, publicLogsRoute, sentryTarget } from '../../../tools/serve/public-logs.cjs';
import { eventEnvelope, logEnvelope } from './envelope';

const ENVELOPE_TYPE = 'application/x-sentry-envelope';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

interface Shop {
  post(payload: string, contentType?: string, ip?: string): Promise<{ statusCode: number; headers: Headers; json(): any }>;
  get(query?: string, ip?: string): Promise<Response>;
}

/** The route on a real server. It trusts X-Forwarded-For here only, so a test can come from several IPs. */
async function shop(env: NodeJS.ProcessEnv = {}, options: { fetch?: typeof fetch; now?: () => number } = {}): Promise<Shop> {
  const app = Fastify({ trustProxy: true });
  apps.push(app);
  await app.register(publicLogsRoute, { env: { AXLEBAY_ERROR_LOG: 'off', ...env }, ...options });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    async post(payload, contentType = ENVELOPE_TYPE, ip = '127.0.0.1') {
      const res = await fetch(base + LOGS_PATH, { method: 'POST', body: payload, headers: { 'content-type': contentType, 'x-forwarded-for': ip } });
      const body = await res.json();
      return { statusCode: res.status, headers: res.headers, json: () => body };
    },
    get: (query = '', ip = '127.0.0.1') => fetch(`${base}${LOGS_PATH}${query}`, { headers: { 'x-forwarded-for': ip } }),
  };
}

const event = (overrides: Partial<Parameters<typeof eventEnvelope>[0]> = {}) =>
  eventEnvelope(
    {
      eventId: 'b'.repeat(32),
      at: 1_000,
      level: 'p1',
      kind: 'remote-render',
      message: 'page exploded',
      frames: [{ function: 'render', filename: 'http://localhost:4105/a.js', lineno: 3, colno: 7 }],
      remote: 'content',
      release: 'r9',
      environment: 'production',
      url: 'http://shop/about',
      route: '/about',
      tags: { device: 'mobile', network: '4g' },
      breadcrumbs: [],
      ...overrides,
    },
    2_000,
  );

const post = (app: Shop, payload: string, contentType = ENVELOPE_TYPE, ip = '127.0.0.1') => app.post(payload, contentType, ip);
const read = async (app: Shop, query = '') => ((await (await app.get(query)).json()) as { records: Array<Record<string, unknown>> }).records;

describe('POST /api/public/logs', () => {
  it('stores each event with its level, kind, remote, release and tags, readable by release and remote', async () => {
    const app = await shop();
    expect((await post(app, event())).statusCode).toBe(200);
    expect((await post(app, event({ release: 'r10', remote: 'catalog' }))).statusCode).toBe(200);
    const records = await read(app, '?release=r9&remote=content');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      type: 'event',
      level: 'p1',
      kind: 'remote-render',
      remote: 'content',
      release: 'r9',
      route: '/about',
      message: 'page exploded',
      tags: { device: 'mobile', network: '4g' },
      frames: ['render http://localhost:4105/a.js:3:7'],
    });
  });

  it('stores each record of a log batch', async () => {
    const app = await shop();
    const batch = logEnvelope(
      [1, 2].map((n) => ({ at: n, level: 'p3' as const, kind: 'prefetch', message: `m${n}`, route: '/', tags: {}, remote: 'catalog' })),
      { release: 'r9', environment: 'production' },
      3,
    );
    expect((await post(app, batch, 'text/plain;charset=UTF-8')).json()).toEqual({ accepted: 2 });
    expect((await read(app, '?type=log&level=p3')).map((r) => r.message)).toEqual(['m1', 'm2']);
  });

  it.each([
    ['an empty body', '', /empty/],
    ['a header that is not JSON', 'nope\n{"type":"event"}\n{}', /header is not valid JSON/],
    ['no items', '{}\n', /no items/],
    ['an unknown item type', '{}\n{"type":"attachment"}\n{}', /accepted: event, log/],
    ['an item without payload', '{}\n{"type":"event"}', /no payload/],
    ['a payload that is an array', '{}\n{"type":"event"}\n[1]', /not a JSON object/],
    ['a log item without a list', '{}\n{"type":"log"}\n{"items":5}', /no items list/],
    ['too many items', `{}\n${'{"type":"event"}\n{}\n'.repeat(LIMITS.maxItems + 1)}`, /at most 20 items/],
    ['too many log records', `{}\n{"type":"log"}\n${JSON.stringify({ items: Array(LIMITS.maxLogRecords + 1).fill({}) })}`, /at most 100 records/],
  ])('answers 400 with a clear message for %s', async (_name, payload, message) => {
    const app = await shop();
    const res = await post(app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 for another content type and for an envelope over the size cap', async () => {
    const app = await shop();
    const json = await post(app, JSON.stringify({ a: 1 }), 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/content-type must be application\/x-sentry-envelope/);
    const huge = await post(app, event({ message: 'x'.repeat(LIMITS.maxBytes) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/larger than 200000 bytes/);
  });

  it('limits envelopes per IP per minute (429), each IP on its own, and lets them in again the next minute', async () => {
    let now = 0;
    const app = await shop({}, { now: () => now });
    for (let i = 0; i < LIMITS.perIpPerMinute; i++) expect((await post(app, event(), ENVELOPE_TYPE, '10.0.0.1')).statusCode).toBe(200);
    const limited = await post(app, event(), ENVELOPE_TYPE, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await post(app, event(), ENVELOPE_TYPE, '10.0.0.2')).statusCode).toBe(200);
    now += 60_000;
    expect((await post(app, event(), ENVELOPE_TYPE, '10.0.0.1')).statusCode).toBe(200);
  });

  it('reads only from the machine itself, and not in production unless opened', async () => {
    const app = await shop();
    expect((await app.get('', '10.0.0.5')).status).toBe(404);
    const prod = await shop({ NODE_ENV: 'production' });
    expect((await prod.get()).status).toBe(404);
    const opened = await shop({ NODE_ENV: 'production', AXLEBAY_ERROR_LOG_READ: '1' });
    expect((await opened.get()).status).toBe(200);
  });
});

describe('forwarding to a Sentry-compatible service', () => {
  it('turns a DSN into its envelope endpoint and auth', () => {
    expect(sentryTarget('https://abc123@errors.example.com/42')).toEqual({
      url: 'https://errors.example.com/api/42/envelope/',
      auth: 'Sentry sentry_version=7, sentry_key=abc123, sentry_client=axlebay-shop/1.0',
    });
    expect(sentryTarget('not a dsn')).toBeUndefined();
  });

  it('forwards the envelope as it came, without waiting for the service', async () => {
    const received: Array<{ url: string; auth: string; body: string }> = [];
    const service = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', auth: String(req.headers['x-sentry-auth']), body });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = service.address() as AddressInfo;
      const app = await shop({ AXLEBAY_SENTRY_DSN: `http://key1@127.0.0.1:${port}/7` });
      const envelope = event();
      expect((await post(app, envelope)).statusCode).toBe(200);
      for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(received).toEqual([{ url: '/api/7/envelope/', auth: expect.stringContaining('sentry_key=key1'), body: envelope }]);
    } finally {
      service.close();
    }
  });

  it('a service that is down changes nothing for the shop', async () => {
    const app = await shop({ AXLEBAY_SENTRY_DSN: 'http://key@127.0.0.1:9/1' }, { fetch: () => Promise.reject(new Error('down')) });
    expect((await post(app, event())).statusCode).toBe(200);
  });
});
