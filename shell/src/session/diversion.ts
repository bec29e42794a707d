/**
 * The identity rules the browser and the shop's server both apply (no DOM, no imports), so a page's
 * API calls carry the same A/B diversion whoever makes them (spec §7 "Common", §9).
 */

/** FNV-1a 32-bit hash mapped to [0, 1). */
export function hashToUnit(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** Spec §9: the client A/B group (50/50, for experiments in the browser) lives 604800 s (7 days). */
export const CLIENT_GROUP_MAX_AGE = 604_800;
export const CLIENT_GROUP_COOKIE = 'axlebay_ab';

/** The browser session's id: a session cookie the shop's server issues (or the browser, on a page it renders alone). */
export const SESSION_ID_COOKIE = 'axlebay_sid';

/** Spec §9 "A/B diversion from the session id: A when hash under 0.8". */
export const DIVERSION_A_SHARE = 0.8;

/** What a session id may look like: a UUID or the fallback id (letters, digits, '-'); anything else is replaced. */
export function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);
}

/** The diversion (X-DIVERSION-NAME) of a session: the same answer on the server and in the browser. */
export function diversionOf(sessionId: string): 'A' | 'B' {
  return hashToUnit(sessionId) < DIVERSION_A_SHARE ? 'A' : 'B';
}

/** Spec §2 query flag `irclickid`: the external click id, kept 2592000 s (§9) and sent with conversions. */
export const CLICK_ID_QUERY = 'irclickid';
export const CLICK_ID_COOKIE = 'axlebay_irclickid';
export const CLICK_ID_MAX_AGE = 2_592_000;

/** The click id a URL's query carries, when it is one: bounded length, URL-safe characters only. */
export function clickIdFromQuery(search: string): string | undefined {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get(CLICK_ID_QUERY);
  } catch {
    return undefined;
  }
  return value !== null && /^[A-Za-z0-9._~-]{1,128}$/.test(value) ? value : undefined;
}
