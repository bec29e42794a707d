import { randomUUID } from 'node:crypto';
import { CLICK_ID_COOKIE, CLICK_ID_MAX_AGE, clickIdFromQuery, diversionOf, isSessionId, SESSION_ID_COOKIE } from '../session/diversion';

/** Who is asking, as the shop's server sees one request (spec §9 server diversion). */
export interface ServerIdentity {
  sessionId: string;
  diversion: 'A' | 'B';
  /** Set-Cookie values for the response: the session id when the browser had none, the click id flag. */
  setCookies: string[];
}

/** A cookie as the browser's own writer (session/cookies.ts) writes it: script-readable, the whole site, Lax. */
export function setCookieHeader(name: string, value: string, options: { maxAge?: number; secure: boolean }): string {
  const age = options.maxAge === undefined ? '' : `; Max-Age=${options.maxAge}`;
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/**
 * The session id from the request's cookie, or a new one issued with the response (a session
 * cookie: the browser reads the same one, so its calls carry the same diversion as the server's).
 * With `url`, a page's `?irclickid=` is stored too (spec §2, §9: 2592000 s; a newer one replaces it).
 */
export function serverIdentity(cookies: Record<string, string | undefined>, options: { secure: boolean; url?: URL }): ServerIdentity {
  const setCookies: string[] = [];
  let sessionId = cookies[SESSION_ID_COOKIE];
  if (!isSessionId(sessionId)) {
    sessionId = randomUUID();
    setCookies.push(setCookieHeader(SESSION_ID_COOKIE, sessionId, { secure: options.secure }));
  }
  const clickId = options.url ? clickIdFromQuery(options.url.search) : undefined;
  if (clickId && cookies[CLICK_ID_COOKIE] !== clickId) {
    setCookies.push(setCookieHeader(CLICK_ID_COOKIE, clickId, { maxAge: CLICK_ID_MAX_AGE, secure: options.secure }));
  }
  return { sessionId, diversion: diversionOf(sessionId), setCookies };
}
