import type { ApiClient, SessionUser } from '@axlebay/shared-lib';
import { readCookie } from './cookies';
import { CURRENT_ACCOUNT_PATH } from './user-info';

/** Spec §3 "Postal data": the postal code the shopper typed is kept in this cookie. */
export const USER_POSTAL_CODE_COOKIE = 'userPostalCode';

/**
 * Spec §4: after sign-in, a locally stored postal code that differs from the account's is saved to the
 * account (the shopper's latest choice wins). Failures are logged only (spec §8).
 */
export async function syncPostalCode(api: ApiClient, user: SessionUser, doc: Document = document): Promise<SessionUser> {
  const local = readCookie(USER_POSTAL_CODE_COOKIE, doc)?.trim();
  if (!local || local === user.zipCode) return user;
  try {
    return await api.put<SessionUser>(CURRENT_ACCOUNT_PATH, { zipCode: local });
  } catch (error) {
    console.warn('[axlebay] postal code not synced', error);
    return user;
  }
}
