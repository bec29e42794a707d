import { bus } from '@axlebay/shared-lib';
import type { ClientStateStore } from '../state/client-state';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The bearer token lives in this cookie, with the validity the API gave it (spec §4): minutes, not
 * days. The refresh token that renews it is an httpOnly cookie of the API, out of any script's reach.
 */
export const TOKEN_COOKIE = 'axlebay_token';
/**
 * Not a secret: "this browser has a sign-in the API can renew". It lives as long as the refresh
 * cookie (spec §9 retention, 30 days, renewed with every refresh), so a shopper whose bearer token
 * ran out is still signed in, and a visitor (no hint) never makes a refresh call.
 */
export const SIGNED_IN_COOKIE = 'axlebay_signed_in';
export const SIGNED_IN_MAX_AGE = 2_592_000;

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

export function hasSignedInHint(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === '1';
}

/** Signed in: a bearer token, or a sign-in whose token the API client renews on the next call. */
export function isSignedIn(): boolean {
  return getToken() !== undefined || hasSignedInHint();
}

/** The one place the session's token is written (sign-in, registration, refresh). */
export function storeToken(token: string, validitySeconds: number) {
  writeCookie(TOKEN_COOKIE, token, validitySeconds);
  writeCookie(SIGNED_IN_COOKIE, '1', SIGNED_IN_MAX_AGE);
}

/** Token and hint gone: this browser is signed out. */
export function forgetToken() {
  removeCookie(TOKEN_COOKIE);
  removeCookie(SIGNED_IN_COOKIE);
}

/**
 * Spec §4: a non-public call without a token clears the stored user and the token; a 401 from the
 * API purges the whole persisted store and the token. Either way every remote hears it.
 */
export function purgeSession(state: ClientStateStore, scope: 'user' | 'all') {
  const wasSignedIn = bus.latest('session.changed')?.signedIn === true;
  forgetToken();
  if (scope === 'all') state.purge();
  else state.reset('user');
  if (wasSignedIn || bus.latest('session.changed') === undefined) bus.publish('session.changed', { signedIn: false }, 'shell');
}
