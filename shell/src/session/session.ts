import { bus } from '@axlebay/shared-lib';
import type { ClientStateStore } from '../state/client-state';
import { readCookie, removeCookie } from './cookies';

/** The bearer token lives in this cookie, with the validity the API gave it (spec §4). */
export const TOKEN_COOKIE = 'axlebay_token';

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/**
 * Spec §4: a non-public call without a token clears the stored user and the token; a 401 from the
 * API purges the whole persisted store and the token. Either way every remote hears it.
 */
export function purgeSession(state: ClientStateStore, scope: 'user' | 'all') {
  const wasSignedIn = bus.latest('session.changed')?.signedIn === true;
  removeCookie(TOKEN_COOKIE);
  if (scope === 'all') state.purge();
  else state.reset('user');
  if (wasSignedIn || bus.latest('session.changed') === undefined) bus.publish('session.changed', { signedIn: false }, 'shell');
}
