import { bus } from '@axlebay/shared-lib';
import { readCookie, removeCookie } from './cookies';

/**
 * The shell owns the session: the token cookie and `session.changed` (start-up check in session-check.ts).
 * Login, logout and encrypted persisted state come with the sign-in issue.
 */
export const TOKEN_COOKIE = 'axlebay_token';

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** A 401 anywhere, or a non-public call without a token: drop the token and tell every remote. */
export function purgeSession() {
  removeCookie(TOKEN_COOKIE);
  bus.publish('session.changed', { signedIn: false }, 'shell');
}
