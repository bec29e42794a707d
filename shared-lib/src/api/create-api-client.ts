import type {
  AxiosAdapter,
  AxiosHeaders,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  RawAxiosHeaders,
} from 'axios';
import {
  ApiError,
  LOGIN_INVALID_MESSAGE,
  SERVER_ERROR_CODES,
  numericCode,
  type ApiErrorCode,
  type ApiErrorInit,
} from './api-error';
import { monitoring } from '../monitoring/monitoring';
import { envelopeErrorCode, unwrapEnvelope } from './envelope';
import { errorMessageOf, fieldErrorsOf, NETWORK_MESSAGE, statusMessage, TIMEOUT_MESSAGE } from './error-message';
import { buildFormData, isFormDataBody } from './form-data';
import { buildRequestHeaders } from './headers';
import { serializeParams, type QueryParams } from './params';
import { isDataServicePath, isPublicPath } from './paths';
import { createTokenRefresher, type TokenRefreshHook } from './token-refresh';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  baseURL: string;
  shopId: number | string;
  getToken: () => string | undefined;
  getVisitorKey: () => string;
  getDiversion: () => 'A' | 'B';
  /** The browser session's id, sent as X-SESSION-ID on search calls (spec §7 "Items and search"). */
  getSessionId?: () => string | undefined;
  /** The signed-in buyer's account id, sent on promotion and subscription calls (spec §6). */
  getAccountId?: () => string | number | undefined;
  /**
   * Called on a local "no token" rejection (no `status` on the error) and on any 401 response that
   * a token refresh could not cure, with the API path; the shell purges its store and token and
   * sends the shopper to sign in.
   */
  onUnauthorized?: (error: ApiError, path: string) => void;
  /**
   * Short-lived bearer tokens: how to get a new one from the httpOnly refresh cookie. With it, a
   * request that finds no token while the shopper is signed in refreshes first, and a 401 to a
   * request that carried a token refreshes once and retries once. Requests then carry credentials,
   * so the answers of login, registration, refresh and logout can set or clear the cookie.
   */
  refresh?: TokenRefreshHook;
  /** Monitoring hook for 500/502/503/504 (never for network or timeout errors), with the API path. */
  onServerError?: (error: ApiError, path: string) => void;
  /** In production, network and timeout errors reject with code 504. */
  production?: boolean;
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Tests only: replaces the HTTP transport. */
  adapter?: AxiosAdapter;
}

export interface ApiClient {
  /** Where the API lives; for URLs the API hands out as paths (e.g. an avatar image). */
  readonly baseURL: string;
  get<T = unknown>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T = unknown>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T>;
  /** Full control; `url` is the API path. Same headers, envelope and error rules as the shortcuts. */
  request<T = unknown>(config: AxiosRequestConfig): Promise<T>;
  /**
   * Trades the refresh cookie for a new bearer token (shared with any refresh under way); undefined
   * when there is no sign-in to renew or the API refused. Without a `refresh` hook: undefined.
   */
  refreshToken(): Promise<string | undefined>;
}

function isServerErrorCode(code: ApiErrorCode | undefined): boolean {
  return SERVER_ERROR_CODES.includes(numericCode(code));
}

function isUnauthorized(error: ApiError): boolean {
  return error.status === 401 || numericCode(error.code) === 401;
}

// A throwing hook must not replace the ApiError the caller is waiting for.
function callHook<A extends unknown[]>(hook: ((...args: A) => void) | undefined, ...args: A): void {
  try {
    hook?.(...args);
  } catch {
    /* ignored on purpose */
  }
}

/**
 * axios (about 20 KB gzip) is loaded with the first request, not with the page: a page the server
 * composed hands its data over inline, so its first view needs no request at all.
 */
let axiosModule: Promise<AxiosStatic> | undefined;
const loadAxios = () => (axiosModule ??= import('axios').then((mod) => mod.default));

export function createApiClient(options: ApiClientOptions): ApiClient {
  let instance: Promise<{ axios: AxiosStatic; http: AxiosInstance }> | undefined;
  const transport = () =>
    (instance ??= loadAxios().then((axios) => ({
      axios,
      http: axios.create({
        baseURL: options.baseURL,
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        paramsSerializer: { serialize: (params) => serializeParams(params) },
        ...(options.adapter ? { adapter: options.adapter } : {}),
      }),
    })));

  const identityHeaders = (token: string | undefined, body?: unknown, path?: string) =>
    buildRequestHeaders({
      token,
      shopId: options.shopId,
      diversion: options.getDiversion(),
      visitorKey: options.getVisitorKey(),
      body,
      path,
      sessionId: options.getSessionId?.(),
      accountId: options.getAccountId?.(),
    });
  const refreshOnce = options.refresh
    ? createTokenRefresher(options.refresh, options.getToken, transport, () => identityHeaders(undefined))
    : async () => undefined;

  /**
   * Applies 401 / monitoring side effects and builds the rejection. `holdUnauthorized`: the caller
   * tries a token refresh first and reports the 401 itself if that does not cure it.
   */
  function fail(init: ApiErrorInit, silent: boolean, path: string, holdUnauthorized = false): ApiError {
    const error = new ApiError(init);
    if (isUnauthorized(error) && !holdUnauthorized) callHook(options.onUnauthorized, error, path);
    const networkish = error.isNetworkError || error.isTimeout;
    if (!silent && !networkish && (isServerErrorCode(error.status) || isServerErrorCode(error.code))) {
      callHook(options.onServerError, error, path);
    }
    return error;
  }

  function fromAxiosError(axios: AxiosStatic, cause: unknown, silent: boolean, path: string, hold: boolean): ApiError {
    if (!axios.isAxiosError(cause)) {
      const message = cause instanceof Error ? cause.message : String(cause);
      return fail({ code: 'UNKNOWN', message, cause }, silent, path, hold);
    }
    const { response } = cause;
    if (response) {
      const body: unknown = response.data;
      return fail(
        {
          code: envelopeErrorCode(body) ?? response.status,
          message: errorMessageOf(body, statusMessage(response.status)),
          data: body,
          fieldErrors: fieldErrorsOf(body),
          status: response.status,
          cause,
        },
        silent,
        path,
        hold,
      );
    }
    if (axios.isCancel(cause)) return fail({ code: 'CANCELED', message: cause.message, cause }, silent, path, hold);
    const isTimeout = cause.code === 'ECONNABORTED' || cause.code === 'ETIMEDOUT';
    return fail(
      {
        code: options.production ? 504 : isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: isTimeout ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
        isTimeout,
        isNetworkError: !isTimeout,
        cause,
      },
      silent,
      path,
      hold,
    );
  }

  function fromResponse(response: AxiosResponse, silent: boolean, path: string, hold: boolean): unknown {
    const body: unknown = response.data;
    const result = unwrapEnvelope(body);
    if (result.ok) return result.data;
    throw fail(
      {
        code: result.code,
        message: errorMessageOf(body, statusMessage(numericCode(result.code))),
        data: body,
        fieldErrors: fieldErrorsOf(body),
        status: response.status,
      },
      silent,
      path,
      hold,
    );
  }

  /** `retryToken`: the token a refresh just brought, for the one retry of a refused request. */
  async function send(config: AxiosRequestConfig, retryToken?: string): Promise<unknown> {
    const path = config.url ?? '';
    const silent = isDataServicePath(path);
    let token = retryToken ?? options.getToken();
    // The bearer token's cookie ran out while the shopper is still signed in: renew it first.
    if (!token && options.refresh?.available()) {
      token = await refreshOnce(undefined);
      // Not renewed, yet not refused (offline, server trouble): the sign-in stands, so a buyer call
      // fails as the network did instead of signing the shopper out.
      if (!token && options.refresh.available() && !isPublicPath(path)) {
        throw fail({ code: options.production ? 504 : 'NETWORK_ERROR', message: NETWORK_MESSAGE, isNetworkError: true }, silent, path);
      }
    }
    if (!token && !isPublicPath(path)) {
      // Rejected before any HTTP request (spec §4 "Session and login").
      throw fail({ code: 401, message: LOGIN_INVALID_MESSAGE }, silent, path);
    }

    const { axios, http } = await transport();
    const body: unknown = config.data;
    const headers = axios.AxiosHeaders.from(config.headers as RawAxiosHeaders | AxiosHeaders | undefined);
    for (const [name, value] of Object.entries(identityHeaders(token, body, path))) headers.set(name, value);

    const data = isFormDataBody(body) ? buildFormData(body) : body;
    // Let the transport set multipart with its boundary; a JSON type would make axios serialise the form.
    if (data instanceof FormData) headers.delete('Content-Type');

    // A refused token is refreshed once and the request retried once; the retry's 401 is final.
    const mayRefresh = Boolean(token && options.refresh && retryToken === undefined);
    const withCredentials = config.withCredentials ?? Boolean(options.refresh);
    try {
      let response: AxiosResponse;
      try {
        response = await http.request({ ...config, withCredentials, headers, data });
      } catch (cause) {
        throw fromAxiosError(axios, cause, silent, path, mayRefresh);
      }
      return fromResponse(response, silent, path, mayRefresh);
    } catch (error) {
      if (!mayRefresh || !(error instanceof ApiError) || !isUnauthorized(error)) throw error;
      const renewed = await refreshOnce(token);
      if (renewed) return send(config, renewed);
      callHook(options.onUnauthorized, error, path);
      throw error;
    }
  }

  async function request<T>(config: AxiosRequestConfig): Promise<T> {
    const crumb = `${config.method ?? 'GET'} ${config.url ?? ''}`;
    try {
      const data = (await send(config)) as T;
      // What happened before an error (spec §9 breadcrumbs): the path only, never the query or body.
      monitoring.breadcrumb('api', crumb);
      return data;
    } catch (error) {
      monitoring.breadcrumb('api', `${crumb} failed ${error instanceof ApiError ? String(error.code) : ''}`);
      // Tracking must never break the page: data-service failures resolve undefined.
      if (isDataServicePath(config.url ?? '')) return undefined as T;
      throw error;
    }
  }

  return {
    baseURL: options.baseURL,
    get: (path, params, config) =>
      request({ ...config, method: 'GET', url: path, params: { ...config?.params, ...params } }),
    post: (path, body, config) => request({ ...config, method: 'POST', url: path, data: body }),
    put: (path, body, config) => request({ ...config, method: 'PUT', url: path, data: body }),
    delete: (path, params, config) =>
      request({ ...config, method: 'DELETE', url: path, params: { ...config?.params, ...params } }),
    request,
    refreshToken: () => refreshOnce(options.getToken()),
  };
}
