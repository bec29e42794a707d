import { describe, expect, it } from '@jest/globals';
import { CLICK_ID_MAX_AGE, clickIdFromQuery, DIVERSION_A_SHARE, diversionOf, hashToUnit, isSessionId } from './diversion';

describe('server diversion (spec §9: A when the hash of the session id is under 0.8)', () => {
  it('is FNV-1a 32-bit: the published hash of "abc" is 0x1a47e90b', () => {
    expect(hashToUnit('abc')).toBe(0x1a47e90b / 2 ** 32);
    expect(hashToUnit('')).toBe(0x811c9dc5 / 2 ** 32);
  });

  it('puts the boundary at 0.8: just under is A, just over is B', () => {
    expect(DIVERSION_A_SHARE).toBe(0.8);
    // Ids whose hashes lie within 0.00002 of the boundary.
    expect(hashToUnit('sess-0003kn')).toBeLessThan(0.8);
    expect(diversionOf('sess-0003kn')).toBe('A');
    expect(hashToUnit('sess-001xdm')).toBeLessThan(0.8);
    expect(diversionOf('sess-001xdm')).toBe('A');
    expect(hashToUnit('sess-00053d')).toBeGreaterThanOrEqual(0.8);
    expect(diversionOf('sess-00053d')).toBe('B');
    expect(hashToUnit('sess-000sc1')).toBeGreaterThanOrEqual(0.8);
    expect(diversionOf('sess-000sc1')).toBe('B');
  });

  it('sends about 80% of sessions (random UUIDs, as issued) to A', () => {
    // A fixed pseudo-random sequence: the same ids every run.
    let seed = 12345;
    const hex = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 28).toString(16);
    const uuid = () => Array.from({ length: 32 }, hex).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
    const ids = Array.from({ length: 5000 }, uuid);
    const share = ids.filter((id) => diversionOf(id) === 'A').length / ids.length;
    expect(share).toBeGreaterThan(0.77);
    expect(share).toBeLessThan(0.83);
  });

  it('takes UUIDs and the fallback ids as session ids, nothing odd', () => {
    expect(isSessionId('0b8e6a52-93f4-4bb2-9d0e-2f3f1f1e8c11')).toBe(true);
    expect(isSessionId('lx9k2f-4k2j3h4k5')).toBe(true);
    expect(isSessionId(undefined)).toBe(false);
    expect(isSessionId('short')).toBe(false);
    expect(isSessionId('a'.repeat(65))).toBe(false);
    expect(isSessionId('abc def ghi')).toBe(false);
    expect(isSessionId('abcdefgh;x=1')).toBe(false);
  });
});

describe('irclickid query flag (spec §2)', () => {
  it('reads a plain click id from the query', () => {
    expect(clickIdFromQuery('?irclickid=Wx3-a_b.c~9')).toBe('Wx3-a_b.c~9');
    expect(clickIdFromQuery('?keyword=brake&irclickid=abc123')).toBe('abc123');
    expect(clickIdFromQuery('irclickid=abc123')).toBe('abc123');
  });

  it('ignores a missing, empty, over-long or unsafe value', () => {
    expect(clickIdFromQuery('')).toBeUndefined();
    expect(clickIdFromQuery('?irclickid=')).toBeUndefined();
    expect(clickIdFromQuery(`?irclickid=${'a'.repeat(129)}`)).toBeUndefined();
    expect(clickIdFromQuery(`?irclickid=${'a'.repeat(128)}`)).toBe('a'.repeat(128));
    expect(clickIdFromQuery('?irclickid=%3Cscript%3E')).toBeUndefined();
    expect(clickIdFromQuery('?irclickid=a%3Bb%3Dc')).toBeUndefined();
    expect(clickIdFromQuery('?irclickid=a b')).toBeUndefined();
  });

  it('is kept 2592000 s (spec §9 external user id cookie)', () => {
    expect(CLICK_ID_MAX_AGE).toBe(2_592_000);
  });
});
