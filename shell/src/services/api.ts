import { createApiClient, monitoring, visitorKey, type ApiClient, type ApiError, type Market } from '@axlebay/shared-lib';
import { clientGroup } from '../session/identity';
import { getToken } from '../session/session';
import { tokenRefreshHook } from '../session/token-refresh-hook';
import type { RuntimeConfig } from './runtime-config';

/** The one API client of the page; the shell hands it to every parcel. */
export function createShellApi(config: RuntimeConfig, market: Market, onUnauthorized: (error: ApiError, path: string) => void): ApiClient {
  const group = clientGroup();
  return createApiClient({
    baseURL: config.apiBaseUrl,
    shopId: market.shopId,
    getToken,
    getVisitorKey: () => visitorKey(),
    getDiversion: () => group,
    production: config.production,
    onUnauthorized,
    refresh: tokenRefreshHook(),
    // Spec §8: 500/502/503/504 only, never a network or timeout failure (those reject with code 504 in
    // production, and are not reported). p2; the reporter raises it to p1 on checkout.
    onServerError: (error, path) => monitoring.report({ level: 'p2', kind: 'api', error, tags: { code: String(error.code), status: error.status ?? 0, path } }),
  });
}
