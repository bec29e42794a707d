import type { InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { sendsAccountId, sendsSessionId } from './paths';
import { testAdapter } from './test-adapter';

const REFRESH = '/account/public/buyer/token/refresh';
const SEARCH = '/search-pro/public/items/filter-search';

function setup(overrides: Partial<ApiClientOptions> = {}, handler?: (config: InternalAxiosRequestConfig) => { status?: number; data?: unknown }) {
  const transport = testAdapter(handler);
  const client = createApiClient({
    baseURL: 'https://api.test',
    shopId: 2022,
    getToken: () => 'tok',
    getVisitorKey: () => 'visitor',
    getDiversion: () => 'B',
    getSessionId: () => 'sess-1234-abcd',
    adapter: transport.adapter,
    ...overrides,
  });
  return { client, ...transport };
}

describe('X-DIVERSION-NAME on every call path (spec §7 "Common")', () => {
  it('is on get, post, put, delete, request, multipart and tracking calls', async () => {
    const { client, calls } = setup();
    await client.get('/item/public/buyer/brand/all', { a: [1, 2] });
    await client.post('/order/public/buyer/cart/v3', { action: 'UPDATE' });
    await client.put('/account/buyer/account/current', { nickname: 'x' });
    await client.delete('/account/buyer/current/address/7');
    await client.request({ method: 'GET', url: SEARCH });
    await client.post('/account/buyer/account/avatar', { requestType: 'formdata', file: new Blob(['x']) });
    await client.post('/data-service/public/event/track', { events: [] });
    expect(calls).toHaveLength(7);
    for (const call of calls) expect([call.url, call.headers.get('X-DIVERSION-NAME')]).toEqual([call.url, 'B']);
  });

  it('is on the token refresh and on the retry after it', async () => {
    let token = 'old';
    const { client, calls } = setup(
      {
        getToken: () => token,
        refresh: { path: REFRESH, available: () => true, onRefreshed: (r) => void (token = r.token), onRefused: () => undefined },
      },
      (config) => {
        if (config.url === REFRESH) return { data: { success: true, httpCode: 200, data: { token: 'new', validity: 900 } } };
        return String(config.headers.get('Authorization')) === 'Bearer new' ? { data: { success: true, httpCode: 200, data: 1 } } : { status: 401, data: { success: false, httpCode: 401 } };
      },
    );
    await expect(client.get('/account/buyer/member-level')).resolves.toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['/account/buyer/member-level', REFRESH, '/account/buyer/member-level']);
    for (const call of calls) expect(call.headers.get('X-DIVERSION-NAME')).toBe('B');
  });
});

describe('X-SESSION-ID (spec §7 "Items and search")', () => {
  it('is on the search call only', async () => {
    const { client, lastHeader } = setup();
    await client.get(SEARCH, { keyword: 'brake' });
    expect(lastHeader('X-SESSION-ID')).toBe('sess-1234-abcd');
    await client.get('/item/public/buyer/brand/all');
    expect(lastHeader('X-SESSION-ID')).toBeUndefined();
    await client.post('/search-pro/public/recommend/scene/items?scene=home', {});
    expect(lastHeader('X-SESSION-ID')).toBeUndefined();
  });

  it('is left out when the client has no session id (and the call still goes)', async () => {
    const { client, lastHeader } = setup({ getSessionId: undefined });
    await client.get(SEARCH);
    expect(lastHeader('X-SESSION-ID')).toBeUndefined();
    expect(lastHeader('X-DIVERSION-NAME')).toBe('B');
  });

  it('matches the search path with a query or a full URL', () => {
    expect(sendsSessionId(`${SEARCH}?keyword=oil`)).toBe(true);
    expect(sendsSessionId(`https://api.test${SEARCH}`)).toBe(true);
    expect(sendsSessionId('/search-pro/public/bundle/list')).toBe(false);
  });
});

describe('account headers (spec §6: promotion and subscription calls, signed in)', () => {
  it('sends X-ACCOUNT-ID and X-CUSTOMIZE-ACCOUNT-ID on promotion and subscription calls when signed in', async () => {
    const { client, calls } = setup({ getAccountId: () => '100001' });
    await client.post('/promotion/public/promotion/calculator/discount/used', {});
    await client.get('/infra/public/buyer/dynamic-promotion-code/calculate', { code: 'X' });
    await client.get('/account/public/buyer/subscribe/info');
    await client.post('/account/public/buyer/subscribe/confirm/v2', { email: 'a@b.c' });
    await client.post('/order/public/inner/promotion/2c/giveaway');
    for (const call of calls) {
      expect([call.url, call.headers.get('X-ACCOUNT-ID'), call.headers.get('X-CUSTOMIZE-ACCOUNT-ID')]).toEqual([call.url, '100001', '100001']);
    }
  });

  it('leaves them off other calls and for visitors', async () => {
    const signedIn = setup({ getAccountId: () => 100001 });
    await signedIn.client.get('/order/public/buyer/cart/v3');
    expect(signedIn.lastHeader('X-ACCOUNT-ID')).toBeUndefined();
    const visitor = setup({ getAccountId: () => undefined });
    await visitor.client.post('/promotion/public/promotion/calculator/discount/used', {});
    expect(visitor.lastHeader('X-ACCOUNT-ID')).toBeUndefined();
    expect(visitor.lastHeader('X-CUSTOMIZE-ACCOUNT-ID')).toBeUndefined();
  });

  it('knows which paths are promotion and subscription calls', () => {
    expect(sendsAccountId('/promotion/public/promotion/redeem')).toBe(true);
    expect(sendsAccountId('/account/public/buyer/unsubscribe')).toBe(true);
    expect(sendsAccountId('/account/public/buyer/subscriber')).toBe(false);
    expect(sendsAccountId('/account/buyer/account/current')).toBe(false);
  });
});
