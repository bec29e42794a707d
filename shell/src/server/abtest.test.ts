/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { ABTEST_PATH, abtestRoute } from '../../../tools/serve/abtest-route.cjs';
import { CLIENT_GROUP_COOKIE, SESSION_ID_COOKIE } from '../session/diversion';
import { abtestAnswer } from './abtest';

/** The route on a listening Fastify server, asked over HTTP (Fastify's inject needs an ES module jest cannot load). */
async function shopServer() {
  const app = Fastify();
  abtestRoute(app, async (cookies, options) => abtestAnswer(cookies, options));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (cookie?: string) => {
    const res = await fetch(`${origin}${ABTEST_PATH}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, headers: res.headers, setCookies: res.headers.getSetCookie(), body: (await res.json()) as { data: { group: string; sessionId: string } } };
  };
  return { get, close: () => app.close() };
}

describe('abtestAnswer', () => {
  it('answers the session diversion in the house envelope, with the client group when there is one', () => {
    expect(abtestAnswer({ [SESSION_ID_COOKIE]: 'sess-00053d', [CLIENT_GROUP_COOKIE]: 'A' }, { secure: false })).toEqual({
      body: { success: true, httpCode: 200, msg: 'success', data: { group: 'B', clientGroup: 'A', sessionId: 'sess-00053d' } },
      setCookies: [],
    });
    const { body } = abtestAnswer({ [SESSION_ID_COOKIE]: 'sess-0003kn', [CLIENT_GROUP_COOKIE]: 'Z' }, { secure: false });
    expect(body.data).toEqual({ group: 'A', sessionId: 'sess-0003kn' });
  });
});

describe(`GET ${ABTEST_PATH} on the shop's server`, () => {
  it('answers the group of the session cookie, never cached', async () => {
    const app = await shopServer();
    const res = await app.get(`${SESSION_ID_COOKIE}=sess-00053d; ${CLIENT_GROUP_COOKIE}=A`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.setCookies).toEqual([]);
    expect(res.body).toEqual({ success: true, httpCode: 200, msg: 'success', data: { group: 'B', clientGroup: 'A', sessionId: 'sess-00053d' } });
    await app.close();
  });

  it('issues a session to a browser without one, and answers for it', async () => {
    const app = await shopServer();
    const res = await app.get();
    const { body } = res;
    expect(res.setCookies).toEqual([`${SESSION_ID_COOKIE}=${body.data.sessionId}; Path=/; SameSite=Lax`]);
    // Asked again with that cookie: the same session, the same group, no new cookie.
    const again = await app.get(`${SESSION_ID_COOKIE}=${body.data.sessionId}`);
    expect(again.body).toEqual({ success: true, httpCode: 200, msg: 'success', data: body.data });
    expect(again.setCookies).toEqual([]);
    await app.close();
  });
});
