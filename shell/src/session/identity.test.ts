import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { visitorKey } from '@axlebay/shared-lib';
import { CLICK_ID_COOKIE, SESSION_ID_COOKIE, clickId, clientGroup, diversion, hashToUnit, sessionId, storeClickIdFlag } from './identity';

describe('identity', () => {
  it('keeps one visitor key per browser', () => {
    localStorage.clear();
    const a = visitorKey();
    expect(a).toMatch(/.{8,}/);
    expect(visitorKey()).toBe(a);
  });

  it('hashes into [0,1) deterministically and spreads values', () => {
    expect(hashToUnit('abc')).toBe(hashToUnit('abc'));
    const values = Array.from({ length: 1000 }, (_, i) => hashToUnit(`id-${i}`));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const share = values.filter((v) => v < 0.5).length / values.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it('stores the client group in a cookie and reuses it', () => {
    const g = clientGroup();
    expect(['A', 'B']).toContain(g);
    expect(document.cookie).toContain(`axlebay_ab=${g}`);
    expect(clientGroup()).toBe(g);
  });
});

describe('session id and click id', () => {
  beforeEach(() => {
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  });

  it('keeps one session id per browser session, in a cookie without an expiry', () => {
    const first = sessionId();
    expect(first).toMatch(/\S{8,}/);
    expect(sessionId()).toBe(first);
    expect(document.cookie).toContain(`${SESSION_ID_COOKIE}=`);
  });

  it('reads the click id only when one was stored', () => {
    expect(clickId()).toBeUndefined();
    document.cookie = `${CLICK_ID_COOKIE}=ir-123; Path=/`;
    expect(clickId()).toBe('ir-123');
  });
});

describe('diversion of the browser calls', () => {
  beforeEach(() => {
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  });

  it('follows the session cookie the shop server issued (the same rule as the server)', () => {
    document.cookie = `${SESSION_ID_COOKIE}=sess-0003kn; Path=/`;
    expect(sessionId()).toBe('sess-0003kn');
    expect(diversion()).toBe('A');
    document.cookie = `${SESSION_ID_COOKIE}=sess-00053d; Path=/`;
    expect(diversion()).toBe('B');
  });

  it('replaces a session cookie that is no session id', () => {
    document.cookie = `${SESSION_ID_COOKIE}=${encodeURIComponent('<odd value>')}; Path=/`;
    const id = sessionId();
    expect(id).not.toBe('<odd value>');
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(sessionId()).toBe(id);
  });
});

describe('storeClickIdFlag', () => {
  function spyCookies(doc: Document): string[] {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(doc, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(doc),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(doc, value);
      },
    });
    return written;
  }

  beforeEach(() => {
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  });
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).cookie;
  });

  it('stores ?irclickid= for 2592000 s, and a newer one replaces it', () => {
    const written = spyCookies(document);
    storeClickIdFlag('?irclickid=click-1');
    expect(written).toEqual([`${CLICK_ID_COOKIE}=click-1; Max-Age=2592000; Path=/; SameSite=Lax`]);
    expect(clickId()).toBe('click-1');
    storeClickIdFlag('?irclickid=click-2&keyword=oil');
    expect(clickId()).toBe('click-2');
    expect(written).toHaveLength(2);
  });

  it('writes nothing when the page has no flag, a bad one, or the one already stored', () => {
    const written = spyCookies(document);
    storeClickIdFlag('?keyword=oil');
    storeClickIdFlag('?irclickid=%3Cb%3E');
    expect(written).toEqual([]);
    storeClickIdFlag('?irclickid=same');
    storeClickIdFlag('?irclickid=same');
    expect(written).toHaveLength(1);
  });
});
