import type { ApiError } from '@axlebay/shared-lib';
import type { ClientStateStore } from '../state/client-state';
import { purgeSession } from './session';
import { signalSessionExpired } from './session-expiry';
import { LOGOUT_PATH } from './session-service';

/**
 * The API client's 401 handling (spec §4): a local "no token" rejection (no HTTP status) clears the
 * stored user and the token; a 401 from the API purges the whole persisted store and the token. Then
 * the shopper is sent to sign in, except for the logout call itself (its token may be the dead one).
 */
export function handleUnauthorized(state: ClientStateStore) {
  return (error: ApiError, path: string) => {
    purgeSession(state, error.status === undefined ? 'user' : 'all');
    if (path !== LOGOUT_PATH) signalSessionExpired();
  };
}
