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

/** The browser session's id (spec §7 "Common", §9 server diversion): a session cookie, so the shop's server reads it too. */
export const SESSION_ID_COOKIE = 'axlebay_sid';

export function sessionId(doc: Document = document): string {
  const stored = readCookie(SESSION_ID_COOKIE, doc);
  if (stored) return stored;
  const id = randomId();
  writeCookie(SESSION_ID_COOKIE, id, undefined, doc);
  return id;
}

/** Spec §2 query flag `irclickid`: the external click id, kept 2592000 s and sent with conversions. */
export const CLICK_ID_COOKIE = 'axlebay_irclickid';
export const CLICK_ID_MAX_AGE = 2_592_000;

export function clickId(doc: Document = document): string | undefined {
  return readCookie(CLICK_ID_COOKIE, doc) || undefined;
}
