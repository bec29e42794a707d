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
    onServerError: (error) => monitoring.report({ level: 'p1', kind: 'api', error, tags: { code: String(error.code) } }),
  });
}
