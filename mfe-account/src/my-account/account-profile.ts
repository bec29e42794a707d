import { useCallback, useEffect, useState } from 'react';
import { useApi, useSession } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';

/** The buyer's own record as `GET /account/buyer/account/current` returns it. */
export interface AccountProfile {
  accountId: number;
  email: string;
  nickname: string;
  firstName: string;
  lastName: string;
  zipCode: string;
  avatarUrl: string;
  emailVerified: boolean;
  useFirstDiscount: boolean;
  subscribed: boolean;
  createdAt: string;
}

/**
 * Loads the profile and hands out `replace` for sections that got a fresh copy back from the API;
 * each change also goes to the shell (`session.refreshUser`) so the header and other remotes follow.
 */
export function useAccountProfile() {
  const api = useApi();
  const session = useSession();
  const [profile, setProfile] = useState<AccountProfile>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      setProfile(await api.get<AccountProfile>(ACCOUNT_API.current));
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Your account could not be loaded.');
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = useCallback(
    (next: AccountProfile) => {
      setProfile(next);
      void session.refreshUser().catch(() => undefined);
    },
    [session],
  );

  return { profile, error, reload: load, replace };
}

/** Avatar URLs come from the API as paths on the API host. */
export function avatarSrc(avatarUrl: string, apiBase: string): string | undefined {
  if (!avatarUrl) return undefined;
  if (/^https?:\/\//.test(avatarUrl)) return avatarUrl;
  return `${apiBase.replace(/\/+$/, '')}${avatarUrl.startsWith('/') ? '' : '/'}${avatarUrl}`;
}
