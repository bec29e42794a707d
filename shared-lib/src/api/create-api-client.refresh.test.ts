import type { InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { testAdapter, type Reply } from './test-adapter';
import type { TokenRefreshHook } from './token-refresh';

const REFRESH = '/account/public/buyer/token/refresh';
const CURRENT = '/account/buyer/account/current';
const unauthorized: Reply = { status: 401, data: { success: false, httpCode: 401, data: null, msg: 'Login is invalid. Please log in again' } };

/**
 * A fake API: the refresh route answers `refreshReply` (a new token each time by default); every
 * buyer path accepts only the tokens in `valid`; public paths take any.
 */
function setup({ token = 'old', valid = ['new-1'], refreshReply, available = true, overrides = {} }: {
  /** null: no token stored. */
  token?: string | null;
  valid?: string[];
  refreshReply?: (n: number) => Reply;
  available?: boolean;
  overrides?: Partial<ApiClientOptions>;
} = {}) {
  let current: string | undefined = token ?? undefined;
  let refreshes = 0;
  const transport = testAdapter(async (config: InternalAxiosRequestConfig) => {
    if (config.url === REFRESH) {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return refreshReply ? refreshReply(refreshes) : { data: { success: true, httpCode: 200, data: { token: `new-${refreshes}`, validity: 900 } } };
    }
    const bearer = String(config.headers.get('Authorization') ?? '').replace('Bearer ', '');
    return valid.includes(bearer) || config.url!.includes('/public') ? { data: { success: true, httpCode: 200, data: { path: config.url, bearer } } } : unauthorized;
  });
  const stored: { token: string; validity: number }[] = [];
  // As the shell's hint cookie: gone once the API refused a refresh.
  let hint = available;
  const hook: TokenRefreshHook & { refused: number } = {
    path: REFRESH,
    available: () => hint,
    onRefreshed: (result) => {
      stored.push(result);
      current = result.token;
    },
    onRefused: () => {
      hint = false;
      hook.refused += 1;
    },
    refused: 0,
  };
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseURL: 'https://api.test',
    shopId: 1,
    getToken: () => current,
    getVisitorKey: () => 'v',
    getDiversion: () => 'A',
    adapter: transport.adapter,
    onUnauthorized,
    refresh: hook,
    ...overrides,
  });
  const refreshCalls = () => transport.calls.filter((c) => c.url === REFRESH);
  return { client, transport, hook, stored, onUnauthorized, refreshCalls, refreshes: () => refreshes };
}

describe('createApiClient: token refresh on 401', () => {
  it('refreshes once with credentials, stores the new token through the hook and retries the request with it', async () => {
    const { client, stored, onUnauthorized, refreshCalls, transport } = setup();
    await expect(client.get(CURRENT)).resolves.toEqual({ path: CURRENT, bearer: 'new-1' });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]).toMatchObject({ method: 'post', withCredentials: true });
    // The refresh call carries no bearer token: the cookie is its credential.
    expect(refreshCalls()[0]!.headers.get('Authorization')).toBeUndefined();
    expect(stored).toEqual([{ token: 'new-1', validity: 900 }]);
    expect(transport.calls.map((c) => [c.url, c.headers.get('Authorization')])).toEqual([
      [CURRENT, 'Bearer old'],
      [REFRESH, undefined],
      [CURRENT, 'Bearer new-1'],
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    const { client, refreshes, onUnauthorized } = setup();
    const results = await Promise.all([client.get(CURRENT), client.get('/account/buyer/member-points'), client.post('/account/buyer/account/nickname', {})]);
    expect(results.map((r) => (r as { bearer: string }).bearer)).toEqual(['new-1', 'new-1', 'new-1']);
    expect(refreshes()).toBe(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 arriving after the refresh finished uses the renewed token without another refresh', async () => {
    const { client, refreshes } = setup();
    await client.get(CURRENT);
    // A request that went out with the old token before the refresh: its 401 comes late.
    await expect(client.get(CURRENT, undefined, { headers: {} })).resolves.toMatchObject({ bearer: 'new-1' });
    expect(refreshes()).toBe(1);
  });

  it('retries once only: a 401 to the retry is final (spec §4 handling), no second refresh, no loop', async () => {
    const { client, refreshes, onUnauthorized, transport } = setup({ valid: [] });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ status: 401, message: 'Login is invalid. Please log in again' });
    expect(refreshes()).toBe(1);
    expect(transport.calls.filter((c) => c.url === CURRENT)).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![1]).toBe(CURRENT);
  });

  it('a refused refresh: the hook hears it, the original 401 goes to onUnauthorized, no retry', async () => {
    const { client, hook, onUnauthorized, transport, stored } = setup({ refreshReply: () => unauthorized });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ status: 401 });
    expect(hook.refused).toBe(1);
    expect(stored).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(transport.calls.filter((c) => c.url === CURRENT)).toHaveLength(1);
  });

  it('a refresh that fails on the network is not a refusal; the request still ends in the 401 handling', async () => {
    const { client, hook, onUnauthorized } = setup({ refreshReply: () => ({ status: 503, data: 'down' }) });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ status: 401 });
    expect(hook.refused).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a refresh answer without a usable token counts as no token', async () => {
    const { client, stored, onUnauthorized } = setup({ refreshReply: () => ({ data: { success: true, httpCode: 200, data: { token: '', validity: 900 } } }) });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ status: 401 });
    expect(stored).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: no token yet', () => {
  it('a signed-in shopper whose token ran out refreshes before the request', async () => {
    const { client, transport } = setup({ token: null });
    await expect(client.get(CURRENT)).resolves.toMatchObject({ bearer: 'new-1' });
    expect(transport.calls.map((c) => c.url)).toEqual([REFRESH, CURRENT]);
  });

  it('a visitor (no signed-in hint) makes no refresh call; a buyer path is rejected locally as before', async () => {
    const { client, transport, onUnauthorized } = setup({ token: null, available: false });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ code: 401, status: undefined, message: 'Login is invalid. Please log in again' });
    await client.get('/infra/public/shop-setting/v2').catch(() => undefined);
    expect(transport.calls.map((c) => c.url)).toEqual(['/infra/public/shop-setting/v2']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a refresh that cannot be made (server trouble) fails a buyer call as the network did, without signing out', async () => {
    const { client, hook, onUnauthorized, transport } = setup({ token: null, refreshReply: () => ({ status: 502, data: 'bad gateway' }) });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ code: 'NETWORK_ERROR', isNetworkError: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(hook.refused).toBe(0);
    expect(transport.calls.map((c) => c.url)).toEqual([REFRESH]);
  });

  it('a refused refresh before a buyer call: rejected locally, spec §4 handling', async () => {
    const { client, onUnauthorized } = setup({ token: null, refreshReply: () => unauthorized });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ code: 401, status: undefined });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refreshToken() renews on demand and shares the flight', async () => {
    const { client, refreshes } = setup({ token: null });
    await expect(Promise.all([client.refreshToken(), client.refreshToken()])).resolves.toEqual(['new-1', 'new-1']);
    expect(refreshes()).toBe(1);
  });
});

describe('createApiClient: tabs of one browser', () => {
  afterEach(() => {
    Object.defineProperty(globalThis.navigator, 'locks', { value: undefined, configurable: true });
  });

  it('refreshes under a Web Lock; a tab that waited finds the token another tab stored and makes no call', async () => {
    const requested: string[] = [];
    let otherTabRenewed = false;
    Object.defineProperty(globalThis.navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, callback: () => Promise<unknown>) => {
          requested.push(name);
          // While this tab waited for the lock, another tab refreshed and wrote the shared cookie.
          otherTabRenewed = true;
          return callback();
        },
      },
    });
    const { client, refreshes } = setup({ valid: ['from-other-tab'], overrides: { getToken: () => (otherTabRenewed ? 'from-other-tab' : 'old') } });
    await expect(client.get(CURRENT)).resolves.toMatchObject({ bearer: 'from-other-tab' });
    expect(requested).toEqual(['axlebay-token-refresh']);
    expect(refreshes()).toBe(0);
  });
});

describe('createApiClient: credentials', () => {
  it('with a refresh hook every request carries credentials (login and logout answers set or clear the cookie)', async () => {
    const { client, transport } = setup({ valid: ['old'] });
    await client.post('/account/public/buyer/login', {});
    expect(transport.last().withCredentials).toBe(true);
  });

  it('without one, requests carry none and a 401 goes straight to onUnauthorized', async () => {
    const { client, transport, onUnauthorized } = setup({ overrides: { refresh: undefined } });
    await expect(client.get(CURRENT)).rejects.toMatchObject({ status: 401 });
    expect(transport.last().withCredentials).toBe(false);
    expect(transport.calls.map((c) => c.url)).toEqual([CURRENT]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
