import { bus, isApiError, numericCode, type ApiClient } from '@axlebay/shared-lib';
import { getToken } from './session';

/** Spec §4/§9: the start-up session check is retried once after 3000 ms. */
export const SESSION_RETRY_MS = 3000;
export const CURRENT_ACCOUNT_PATH = '/account/buyer/account/current';

export interface SessionUser {
  accountId: number;
  email: string;
  nickname?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Start-up session check (spec §4): with a token, load the current account; on failure retry once
 * after 3 s, then dispatch not-logged-in. A 401 ends it at once (the API client already purged the
 * token). The result goes out as `session.changed`.
 */
export async function checkSession(api: ApiClient, wait: (ms: number) => Promise<void> = sleep): Promise<SessionUser | null> {
  if (getToken()) {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const user = await api.get<SessionUser>(CURRENT_ACCOUNT_PATH);
        bus.publish('session.changed', { signedIn: true, email: user.email, accountId: String(user.accountId) }, 'shell');
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
