import { randomId } from '@axlebay/shared-lib';
import { readCookie, writeCookie } from './cookies';
import {
  CLICK_ID_COOKIE,
  CLICK_ID_MAX_AGE,
  CLIENT_GROUP_COOKIE,
  CLIENT_GROUP_MAX_AGE,
  clickIdFromQuery,
  diversionOf,
  hashToUnit,
  isSessionId,
  SESSION_ID_COOKIE,
} from './diversion';

export { CLICK_ID_COOKIE, CLICK_ID_MAX_AGE, CLIENT_GROUP_COOKIE, CLIENT_GROUP_MAX_AGE, hashToUnit, SESSION_ID_COOKIE } from './diversion';

/** Spec §4: client A/B group is a hash of a generated id, 50/50, stored 7 days. */
export function clientGroup(doc: Document = document): 'A' | 'B' {
  const stored = readCookie(CLIENT_GROUP_COOKIE, doc);
  if (stored === 'A' || stored === 'B') return stored;
  const group = hashToUnit(randomId()) < 0.5 ? 'A' : 'B';
  writeCookie(CLIENT_GROUP_COOKIE, group, CLIENT_GROUP_MAX_AGE, doc);
  return group;
}

/**
 * The browser session's id (spec §7 "Common", §9 server diversion): a session cookie, so the shop's
 * server reads it too. The server issues it with the first page; a page the browser renders alone
 * makes one here. A value that is no session id is replaced, as the server would.
 */
export function sessionId(doc: Document = document): string {
  const stored = readCookie(SESSION_ID_COOKIE, doc);
  if (isSessionId(stored)) return stored;
  const id = randomId();
  writeCookie(SESSION_ID_COOKIE, id, undefined, doc);
  return id;
}

/** X-DIVERSION-NAME of this browser's calls: from the session id, as the shop's server decides it (spec §9). */
export function diversion(doc: Document = document): 'A' | 'B' {
  return diversionOf(sessionId(doc));
}

export function clickId(doc: Document = document): string | undefined {
  return readCookie(CLICK_ID_COOKIE, doc) || undefined;
}

/**
 * Spec §2: a page opened with `?irclickid=` stores it (a newer one replaces the old). The shop's
 * server already set it on a page it composed (a server cookie outlives script-set ones in some
 * browsers); this covers a page the browser renders alone.
 */
export function storeClickIdFlag(search: string, doc: Document = document) {
  const id = clickIdFromQuery(search);
  if (id && clickId(doc) !== id) writeCookie(CLICK_ID_COOKIE, id, CLICK_ID_MAX_AGE, doc);
}
