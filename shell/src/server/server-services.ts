import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ExposedModules,
  type Market,
  type NavigationService,
  type PersistedStateService,
  type SessionService,
} from '@axlebay/shared-lib';
import { hrefOf } from '../routing/href';
import type { ServerIdentity } from './server-identity';

/**
 * The services a page gets while it renders on the server. Nothing here holds a shopper's state
 * between requests: one set per request, signed out, no persisted slots, no other remotes (their
 * pieces render in the browser once the page is live).
 */
export function serverApi(baseURL: string, market: Market, visitorKey: string, identity: Pick<ServerIdentity, 'sessionId' | 'diversion'>): ApiClient {
  return createApiClient(serverApiOptions(baseURL, market, visitorKey, identity));
}

export function serverApiOptions(baseURL: string, market: Market, visitorKey: string, identity: Pick<ServerIdentity, 'sessionId' | 'diversion'>): ApiClientOptions {
  return {
    baseURL,
    shopId: market.shopId,
    getToken: () => undefined,
    getVisitorKey: () => visitorKey,
    // The request's session (its cookie, or the one issued with this page): the browser's calls send the same.
    getDiversion: () => identity.diversion,
    getSessionId: () => identity.sessionId,
    production: true,
    // The page's render budget is short: a slow call leaves the area to the browser instead.
    timeoutMs: 3000,
  };
}

export const serverNavigation: NavigationService = {
  navigate: () => undefined,
  href: hrefOf,
  // Recorded through the page data (useNotFound) on the server.
  notFound: () => undefined,
  back: () => undefined,
};

export const serverSession: SessionService = {
  signIn: () => Promise.reject(new Error('Not on the server')),
  register: () => Promise.reject(new Error('Not on the server')),
  signOut: () => Promise.resolve(),
  user: () => undefined,
  refreshUser: () => Promise.resolve(undefined),
  rememberedEmail: () => undefined,
};

export const serverPersisted: PersistedStateService = {
  slot: () => ({ read: () => undefined, write: () => undefined }),
};

export const serverExposed: ExposedModules = {
  loadParcel: () => Promise.reject(new Error('Exposed parcels mount in the browser')),
  loadModule: () => Promise.reject(new Error('Exposed modules load in the browser')),
};
