import { randomId } from '@axlebay/shared-lib';
import { readCookie, writeCookie } from './cookies';

/** Spec §9: the client A/B group cookie lives 604800 s (7 days). */
export const CLIENT_GROUP_MAX_AGE = 604_800;
export const CLIENT_GROUP_COOKIE = 'axlebay_ab';

/** FNV-1a 32-bit hash mapped to [0, 1). */
export function hashToUnit(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** Spec §4: client A/B group is a hash of a generated id, 50/50, stored 7 days. */
export function clientGroup(doc: Document = document): 'A' | 'B' {
  const stored = readCookie(CLIENT_GROUP_COOKIE, doc);
  if (stored === 'A' || stored === 'B') return stored;
  const group = hashToUnit(randomId()) < 0.5 ? 'A' : 'B';
  writeCookie(CLIENT_GROUP_COOKIE, group, CLIENT_GROUP_MAX_AGE, doc);
  return group;
}
