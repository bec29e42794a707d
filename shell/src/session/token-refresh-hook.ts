import type { TokenRefreshHook } from '@axlebay/shared-lib';
import { removeCookie } from './cookies';
import { hasSignedInHint, SIGNED_IN_COOKIE, storeToken } from './session';

/** The API's refresh route (api/README.md "Sign-in"); spec §7 names none. */
export const REFRESH_PATH = '/account/public/buyer/token/refresh';

/**
 * What the API client needs to renew a bearer token. The shell stays the one writer of the
 * session: a new token is stored here, and a refused refresh drops the signed-in hint (the 401
 * handling of spec §4 then purges the rest).
 */
export function tokenRefreshHook(): TokenRefreshHook {
  return {
    path: REFRESH_PATH,
    available: hasSignedInHint,
    onRefreshed: ({ token, validity }) => storeToken(token, validity),
    onRefused: () => removeCookie(SIGNED_IN_COOKIE),
  };
}
