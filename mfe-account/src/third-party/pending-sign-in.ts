import { THIRD_PARTY_API, THIRD_PARTY_PROVIDERS, webStorage, type ThirdPartyProvider } from '@axlebay/shared-lib';

/**
 * The tab's record of a third-party sign-in under way (sessionStorage, one at a time): the random
 * `state` sent to the provider and where to go afterwards. The provider hands `state` back; a return
 * whose state is not this tab's (a link someone else made, an old tab) is refused: a page of another
 * site cannot sign the shopper in to an account of its choosing (CSRF). Call from event handlers and
 * effects only (sessionStorage is the browser's).
 */
export const PENDING_KEY = 'axlebay.thirdPartySignIn';

export interface PendingSignIn {
  state: string;
  provider: ThirdPartyProvider;
  /** The sign-in page's callback query (spec §2 callback / queryStr), honoured afterwards. */
  callback?: string;
  queryStr?: string;
}

export const RETURN_NOT_OURS = 'This sign-in was not started in this browser tab. Please choose Continue with Google or Apple again.';

/** A provider answers `error` (OIDC `access_denied`) when the shopper turned the sign-in down. */
export const SIGN_IN_CANCELLED = 'The sign-in was cancelled. You can sign in with your email and password, or try again.';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Records a new sign-in and answers the provider's authorize URL, coming back to `returnPath` of this shop. */
export function startSignIn(apiBase: string, provider: ThirdPartyProvider, returnPath: '/login' | '/createAccount', query: Record<string, string | undefined>): string {
  const callback = query.callback ?? query.callBack;
  const pending: PendingSignIn = { state: randomState(), provider, ...(callback ? { callback } : {}), ...(query.queryStr ? { queryStr: query.queryStr } : {}) };
  webStorage('session').setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(THIRD_PARTY_API.testAuthorize, apiBase);
  url.searchParams.set('provider', provider);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('redirect', `${window.location.origin}${returnPath}`);
  return url.toString();
}

export type TakenReturn = { ok: true; provider: ThirdPartyProvider; code: string; pending: PendingSignIn } | { ok: false; message: string };

/** The provider's return checked against this tab's record, which is used up (one return per start). */
export function takeReturn(query: Record<string, string | undefined>): TakenReturn {
  const storage = webStorage('session');
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  let pending: PendingSignIn | undefined;
  try {
    pending = raw ? (JSON.parse(raw) as PendingSignIn) : undefined;
  } catch {
    pending = undefined;
  }
  const provider = THIRD_PARTY_PROVIDERS.find((p) => p.id === query.provider)?.id;
  if (query.error) return { ok: false, message: SIGN_IN_CANCELLED };
  if (!pending || !provider || !query.code || pending.state !== query.state || pending.provider !== provider) return { ok: false, message: RETURN_NOT_OURS };
  return { ok: true, provider, code: query.code, pending };
}

/** A return from a provider: the page shows the sign-in's outcome instead of its form. */
export const isProviderReturn = (query: Record<string, string | undefined>) => Boolean(query.state && (query.code || query.error));
