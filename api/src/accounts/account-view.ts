import type { AccountRow } from './account-store';

/**
 * The buyer's own user data (spec §3 "User data" plus profile fields). Fields are picked one by one:
 * the password hash and internal timestamps never leave the server. `defaultGarage` belongs to the
 * garage module and is not part of this answer.
 *
 * `avatarUrl` is stored as a path of this API (`/account/public/buyer/account/avatar/…`) and answered
 * as an absolute URL under `publicUrl`, like the catalog's image links; '' when there is none.
 */
export function userData(account: AccountRow, publicUrl: string) {
  return {
    accountId: account.id,
    email: account.email,
    nickname: account.nickname,
    firstName: account.firstName,
    lastName: account.lastName,
    zipCode: account.zipCode,
    avatarUrl: absoluteUrl(account.avatarUrl, publicUrl),
    useFirstDiscount: account.useFirstDiscount,
    emailVerified: account.emailVerified,
    subscribed: account.subscribed,
    createdAt: account.createdAt.toISOString(),
  };
}

export type UserData = ReturnType<typeof userData>;

/** What login and registration hand back: the storefront stores the token for `validity` seconds. */
export const CLIENT_TYPE = 'BUYER';

/** A stored path of this API as an absolute URL; anything else (empty, or already absolute) unchanged. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${pathOrUrl}` : pathOrUrl;
}
