import { bus, isApiError, numericCode, type ApiClient, type SessionUser } from '@axlebay/shared-lib';
import { getToken, hasSignedInHint } from './session';
import { CURRENT_ACCOUNT_PATH } from './user-info';

/** Spec §4/§9: the start-up session check is retried once after 3000 ms. */
export const SESSION_RETRY_MS = 3000;

/** The bus payload for a signed-in user. */
export function sessionState(user: SessionUser) {
  return { signedIn: true, email: user.email, accountId: String(user.accountId), nickname: user.nickname };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Start-up session check (spec §4): with a token, load the current account; on failure retry once
 * after 3 s, then dispatch not-logged-in. A 401 ends it at once (the API client already purged the
 * token). The result goes out as `session.changed`. A shopper whose short-lived token ran out but
 * who is still signed in (the hint cookie) gets a new token from the refresh cookie first; a
 * visitor makes no call.
 */
export async function checkSession(
  api: ApiClient,
  wait: (ms: number) => Promise<void> = sleep,
  onUser: (user: SessionUser) => void = () => undefined,
): Promise<SessionUser | null> {
  if (!getToken() && hasSignedInHint()) await api.refreshToken();
  if (getToken()) {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const user = await api.get<SessionUser>(CURRENT_ACCOUNT_PATH);
        onUser(user);
        bus.publish('session.changed', sessionState(user), 'shell');
        return user;
      } catch (error) {
        if (isApiError(error) && numericCode(error.code) === 401) break;
        if (attempt === 0) await wait(SESSION_RETRY_MS);
      }
    }
  }
  bus.publish('session.changed', { signedIn: false }, 'shell');
  return null;
}
