import { bus, createApiClient, monitoring, visitorKey, type ApiClient, type ApiClientOptions, type ApiError, type Market } from '@axlebay/shared-lib';
import { diversion, sessionId } from '../session/identity';
import { getToken } from '../session/session';
import { tokenRefreshHook } from '../session/token-refresh-hook';
import type { RuntimeConfig } from './runtime-config';

/** The signed-in buyer's account id, as the session last said (spec §6 account headers). */
function signedInAccountId(): string | undefined {
  const session = bus.latest('session.changed');
  return session?.signedIn ? session.accountId : undefined;
}

/** The one API client of the page; the shell hands it to every parcel. */
export function createShellApi(config: RuntimeConfig, market: Market, onUnauthorized: (error: ApiError, path: string) => void): ApiClient {
  return createApiClient(shellApiOptions(config, market, onUnauthorized));
}

export function shellApiOptions(config: RuntimeConfig, market: Market, onUnauthorized: (error: ApiError, path: string) => void): ApiClientOptions {
  return {
    baseURL: config.apiBaseUrl,
    shopId: market.shopId,
    getToken,
    getVisitorKey: () => visitorKey(),
    // The session's diversion, as the shop's server sends it for the same page (spec §9).
    getDiversion: () => diversion(),
    getSessionId: () => sessionId(),
    getAccountId: signedInAccountId,
    production: config.production,
    onUnauthorized,
    refresh: tokenRefreshHook(),
    // Spec §8: 500/502/503/504 only, never a network or timeout failure (those reject with code 504 in
    // production, and are not reported). p2; the reporter raises it to p1 on checkout.
    onServerError: (error, path) => monitoring.report({ level: 'p2', kind: 'api', error, tags: { code: String(error.code), status: error.status ?? 0, path } }),
  };
}
