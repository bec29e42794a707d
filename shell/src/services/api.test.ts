import { beforeEach, describe, expect, it } from '@jest/globals';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { bus, createApiClient, resolveMarket, type ApiClient, type ApiClientOptions } from '@axlebay/shared-lib';
import { SESSION_ID_COOKIE } from '../session/diversion';
import { serverApiOptions } from '../server/server-services';
import { shellApiOptions } from './api';
import { parseRuntimeConfig } from './runtime-config';

const market = resolveMarket({ hostname: 'localhost' });

/** The real client with these options, its requests recorded instead of sent. */
function recorded(options: ApiClientOptions): { client: ApiClient; sent: InternalAxiosRequestConfig[] } {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: { success: true, httpCode: 200, data: null }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { client: createApiClient({ ...options, adapter }), sent };
}

/** One call of each kind a page makes: reads, writes, the search, a promotion, a subscription, tracking. */
async function everyKindOfCall(client: ApiClient) {
  await client.get('/infra/public/shop-setting/v2');
  await client.get('/search-pro/public/items/filter-search', { keyword: 'brake' });
  await client.post('/promotion/public/promotion/calculator/discount/used', { items: [] });
  await client.get('/account/public/buyer/subscribe/info');
  await client.put('/order/public/buyer/cart/v3', { action: 'UPDATE' });
  await client.delete('/order/public/buyer/cart/v3', { cartUUID: 'c' });
  await client.request({ method: 'POST', url: '/data-service/public/event/track', data: { events: [] } });
}

const header = (config: InternalAxiosRequestConfig, name: string) => config.headers.get(name) ?? undefined;

describe("the shell's API client (browser)", () => {
  beforeEach(() => {
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
    bus.publish('session.changed', { signedIn: false }, 'shell');
  });

  it("sends the session's diversion (the server's rule, spec §9) on every call, X-SESSION-ID on the search only", async () => {
    document.cookie = `${SESSION_ID_COOKIE}=sess-00053d; Path=/`;
    const { client, sent } = recorded(shellApiOptions(parseRuntimeConfig({}), market, () => undefined));
    await everyKindOfCall(client);
    expect(sent).toHaveLength(7);
    for (const call of sent) expect([call.url, header(call, 'X-DIVERSION-NAME')]).toEqual([call.url, 'B']);
    expect(sent.filter((c) => header(c, 'X-SESSION-ID')).map((c) => [c.url, header(c, 'X-SESSION-ID')])).toEqual([['/search-pro/public/items/filter-search', 'sess-00053d']]);
  });

  it('follows the session cookie on each call', async () => {
    const { client, sent } = recorded(shellApiOptions(parseRuntimeConfig({}), market, () => undefined));
    document.cookie = `${SESSION_ID_COOKIE}=sess-0003kn; Path=/`;
    await client.get('/health');
    document.cookie = `${SESSION_ID_COOKIE}=sess-00053d; Path=/`;
    await client.get('/health');
    expect(sent.map((c) => header(c, 'X-DIVERSION-NAME'))).toEqual(['A', 'B']);
  });

  it('makes a session when the page has none (a page the browser rendered alone), and keeps it', async () => {
    const { client, sent } = recorded(shellApiOptions(parseRuntimeConfig({}), market, () => undefined));
    await client.get('/search-pro/public/items/filter-search');
    await client.get('/search-pro/public/items/filter-search');
    const id = header(sent[0]!, 'X-SESSION-ID');
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(header(sent[1]!, 'X-SESSION-ID')).toBe(id);
    expect(document.cookie).toContain(`${SESSION_ID_COOKIE}=${id}`);
  });

  it("sends the signed-in buyer's account id on promotion and subscription calls (spec §6), none for a visitor", async () => {
    const { client, sent } = recorded(shellApiOptions(parseRuntimeConfig({}), market, () => undefined));
    await everyKindOfCall(client);
    expect(sent.some((c) => header(c, 'X-ACCOUNT-ID'))).toBe(false);
    bus.publish('session.changed', { signedIn: true, email: 'a@b.c', accountId: '100001' }, 'shell');
    sent.length = 0;
    await everyKindOfCall(client);
    expect(sent.filter((c) => header(c, 'X-ACCOUNT-ID')).map((c) => [c.url, header(c, 'X-ACCOUNT-ID'), header(c, 'X-CUSTOMIZE-ACCOUNT-ID')])).toEqual([
      ['/promotion/public/promotion/calculator/discount/used', '100001', '100001'],
      ['/account/public/buyer/subscribe/info', '100001', '100001'],
    ]);
  });
});

describe("the shop server's API client", () => {
  it("sends the request's session diversion on every call (not a fixed group) and its id on the search", async () => {
    const { client, sent } = recorded(serverApiOptions('http://api.test', market, 'server-render', { sessionId: 'sess-00053d', diversion: 'B' }));
    await everyKindOfCall(client);
    expect(sent).toHaveLength(7);
    for (const call of sent) expect([call.url, header(call, 'X-DIVERSION-NAME')]).toEqual([call.url, 'B']);
    expect(header(sent[1]!, 'X-SESSION-ID')).toBe('sess-00053d');
    expect(sent.some((c) => header(c, 'X-ACCOUNT-ID'))).toBe(false);
  });
});
