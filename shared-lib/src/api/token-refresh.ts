import type { AxiosInstance, AxiosStatic } from 'axios';
import { unwrapEnvelope } from './envelope';

/** What the API's refresh route answers: a new bearer token and its validity in seconds. */
export interface RefreshedToken {
  token: string;
  validity: number;
}

/**
 * Short-lived bearer tokens (ARCHITECTURE.md "Session"): the refresh token is an httpOnly cookie of
 * the API, so no script can read it; the API client trades it for a new bearer token. The shell
 * provides this hook: it is the one writer of the session.
 */
export interface TokenRefreshHook {
  /** API path of the refresh route. */
  path: string;
  /** Whether a refresh can succeed (the shell's signed-in hint): a visitor never makes the call. */
  available(): boolean;
  /** A new token came: the shell stores it (and its validity) as the session's token. */
  onRefreshed(result: RefreshedToken): void;
  /** The API refused the refresh (401): the sign-in is over for good. */
  onRefused?(): void;
}

/** Web Locks name: tabs of one browser share the token cookie and refresh one at a time. */
export const REFRESH_LOCK = 'axlebay-token-refresh';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function isRefreshedToken(value: unknown): value is RefreshedToken {
  const v = value as Partial<RefreshedToken> | null;
  return typeof v === 'object' && v !== null && typeof v.token === 'string' && v.token !== '' && typeof v.validity === 'number' && v.validity > 0;
}

/**
 * One refresh at a time (single flight): every caller that needs a new token while a refresh is
 * under way waits for that one. `stale` is the token that was refused (undefined when there was
 * none): when the session already holds another one (another tab, or an earlier refresh of this
 * page renewed it), that one is used and no call is made.
 */
export function createTokenRefresher(
  hook: TokenRefreshHook,
  getToken: () => string | undefined,
  transport: () => Promise<{ axios: AxiosStatic; http: AxiosInstance }>,
  headers: () => Record<string, string>,
) {
  let inflight: Promise<string | undefined> | undefined;

  async function renewNow(stale: string | undefined): Promise<string | undefined> {
    const current = getToken();
    if (current && current !== stale) return current;
    if (!hook.available()) return undefined;
    const { axios, http } = await transport();
    try {
      // With credentials: the refresh cookie is sent, and the new one in the answer is kept.
      const response = await http.request({ method: 'POST', url: hook.path, withCredentials: true, headers: headers() });
      const result = unwrapEnvelope(response.data);
      if (result.ok && isRefreshedToken(result.data)) {
        hook.onRefreshed({ token: result.data.token, validity: result.data.validity });
        return result.data.token;
      }
      if (!result.ok && Number(result.code) === 401) hook.onRefused?.();
    } catch (cause) {
      if (axios.isAxiosError(cause) && cause.response?.status === 401) hook.onRefused?.();
      // A network failure or a server error: no new token now; the sign-in may still be renewable later.
    }
    return undefined;
  }

  function renew(stale: string | undefined): Promise<string | undefined> {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    return locks ? locks.request(REFRESH_LOCK, () => renewNow(stale)) : renewNow(stale);
  }

  return function refreshOnce(stale: string | undefined): Promise<string | undefined> {
    inflight ??= renew(stale).finally(() => {
      inflight = undefined;
    });
    return inflight;
  };
}
