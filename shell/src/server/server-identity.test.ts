/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { CLICK_ID_COOKIE, SESSION_ID_COOKIE } from '../session/diversion';
import { serverIdentity, setCookieHeader } from './server-identity';

const http = { secure: false };

describe('serverIdentity (spec §9 server diversion)', () => {
  it('reads the session cookie and diverts by its hash: no cookie is issued again', () => {
    expect(serverIdentity({ [SESSION_ID_COOKIE]: 'sess-0003kn' }, http)).toEqual({ sessionId: 'sess-0003kn', diversion: 'A', setCookies: [] });
    expect(serverIdentity({ [SESSION_ID_COOKIE]: 'sess-00053d' }, http)).toEqual({ sessionId: 'sess-00053d', diversion: 'B', setCookies: [] });
  });

  it('issues a session cookie when the browser has none, and diverts by the new id', () => {
    const identity = serverIdentity({}, http);
    expect(identity.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(identity.setCookies).toEqual([`${SESSION_ID_COOKIE}=${identity.sessionId}; Path=/; SameSite=Lax`]);
    // A session cookie: no Max-Age, gone with the browser session; readable by the page's script.
    expect(identity.setCookies[0]).not.toMatch(/Max-Age|HttpOnly/i);
    expect(serverIdentity({ [SESSION_ID_COOKIE]: identity.sessionId }, http).diversion).toBe(identity.diversion);
  });

  it('replaces a cookie that is no session id', () => {
    const identity = serverIdentity({ [SESSION_ID_COOKIE]: 'x;y' }, { secure: true });
    expect(identity.sessionId).not.toBe('x;y');
    expect(identity.setCookies[0]).toMatch(/; Secure$/);
  });

  it('stores ?irclickid= for 2592000 s, unless the same one is stored', () => {
    const url = new URL('http://shop.test/search?keyword=oil&irclickid=Ab-12_3');
    const first = serverIdentity({ [SESSION_ID_COOKIE]: 'sess-0003kn' }, { secure: false, url });
    expect(first.setCookies).toEqual([`${CLICK_ID_COOKIE}=Ab-12_3; Max-Age=2592000; Path=/; SameSite=Lax`]);
    expect(serverIdentity({ [SESSION_ID_COOKIE]: 'sess-0003kn', [CLICK_ID_COOKIE]: 'Ab-12_3' }, { secure: false, url }).setCookies).toEqual([]);
    // A newer click replaces the stored one.
    expect(serverIdentity({ [SESSION_ID_COOKIE]: 'sess-0003kn', [CLICK_ID_COOKIE]: 'older' }, { secure: false, url }).setCookies).toHaveLength(1);
  });

  it('ignores an unsafe click id', () => {
    const url = new URL('http://shop.test/?irclickid=%3Cscript%3E');
    expect(serverIdentity({ [SESSION_ID_COOKIE]: 'sess-0003kn' }, { secure: false, url }).setCookies).toEqual([]);
  });

  it('writes cookies the way the browser does', () => {
    expect(setCookieHeader('a b', 'c;d', { maxAge: 5, secure: true })).toBe('a%20b=c%3Bd; Max-Age=5; Path=/; SameSite=Lax; Secure');
  });
});
