import { beforeEach, describe, expect, it } from '@jest/globals';
import { visitorKey } from '@axlebay/shared-lib';
import { CLICK_ID_COOKIE, SESSION_ID_COOKIE, clickId, clientGroup, hashToUnit, sessionId } from './identity';

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
