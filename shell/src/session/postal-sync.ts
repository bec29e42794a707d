import { POSTAL_COOKIES, readPostalCookie, type ApiClient, type SessionUser } from '@axlebay/shared-lib';
import { CURRENT_ACCOUNT_PATH } from './user-info';

/**
 * Spec §4: after sign-in, a locally stored postal code that differs from the account's is saved to the
 * account (the shopper's latest choice wins). Failures are logged only (spec §8).
 */
export async function syncPostalCode(api: ApiClient, user: SessionUser, doc: Document = document): Promise<SessionUser> {
  // Read with shared-lib's postal cookies, which write it (not the shell's per-task cookie reads).
  const local = readPostalCookie(POSTAL_COOKIES.user, doc);
  if (!local || local === user.zipCode) return user;
  try {
    return await api.put<SessionUser>(CURRENT_ACCOUNT_PATH, { zipCode: local });
  } catch (error) {
    console.warn('[axlebay] postal code not synced', error);
    return user;
  }
}
