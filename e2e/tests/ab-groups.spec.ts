import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/shop';

/**
 * A/B groups and the session on calls (spec §7 "Common", "Items and search", §9 server diversion):
 * the group `/api/public/env/abtest` answers on the shop's origin is the X-DIVERSION-NAME every API
 * call of the page carries, the server's calls composing the first HTML included; the search carries
 * the session id; a `?irclickid=` is stored for 2592000 s and kept out of the canonical URL.
 */

const ABTEST = '/api/public/env/abtest';
const SEARCH = '/search-pro/public/items/filter-search';
const SESSION_COOKIE = 'axlebay_sid';
const CLICK_COOKIE = 'axlebay_irclickid';

interface Abtest {
  success: boolean;
  data: { group: 'A' | 'B'; clientGroup?: 'A' | 'B'; sessionId: string };
}

/** Every call the page's script makes to the commerce API (preflights, and images the API serves, left out). */
function apiRequests(page: Page, apiUrl: string): Request[] {
  const port = new URL(apiUrl).port;
  const requests: Request[] = [];
  page.on('request', (request) => {
    const scripted = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (scripted && new URL(request.url()).port === port && request.method() !== 'OPTIONS') requests.push(request);
  });
  return requests;
}

/** An API request the API logged (its request log carries the A/B headers it got). */
type LoggedRequest = { url: string; diversion?: string; sessionId?: string };
const loggedSearch = (sessionId: string) => (entry: Record<string, unknown>) => {
  const req = entry.req as LoggedRequest | undefined;
  return Boolean(req?.url.startsWith(SEARCH) && req.sessionId === sessionId);
};

/** A session id the server diverts to B (one in five): not the old fixed group. */
async function sessionOfGroupB(request: APIRequestContext): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const id = `e2e-${Date.now().toString(36)}-${i}`;
    const res = await request.get(ABTEST, { headers: { cookie: `${SESSION_COOKIE}=${id}` } });
    const body = (await res.json()) as Abtest;
    if (body.data.group === 'B') return id;
  }
  throw new Error('no session id diverted to B in 60 tries');
}

test.describe('A/B groups and session identity', () => {
  test('abtest answers the session group, never cached, and issues a session to a browser without one', async ({ request }) => {
    const fresh = await request.get(ABTEST, { headers: { cookie: '' } });
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['cache-control']).toContain('no-store');
    const body = (await fresh.json()) as Abtest;
    expect(body.success).toBe(true);
    expect(['A', 'B']).toContain(body.data.group);
    expect(fresh.headers()['set-cookie']).toContain(`${SESSION_COOKIE}=${body.data.sessionId}; Path=/; SameSite=Lax`);
  });

  test("the server's calls composing a page carry the request's session diversion (group B here) and the session id on the search", async ({ request, shop }) => {
    const sessionId = await sessionOfGroupB(request);
    // No JavaScript runs: every API call with this session id was made by the shop's server.
    const res = await request.get('/search?keyword=brake', { headers: { cookie: `${SESSION_COOKIE}=${sessionId}` } });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie'] ?? '').not.toContain(SESSION_COOKIE);
    const logged = await shop.apiLogEntry('incoming request', loggedSearch(sessionId));
    expect((logged.req as LoggedRequest).diversion).toBe('B');
  });

  test('in a browser: the server issues the session with the first page, and every API call of the page (server and browser) sends the group abtest answers', async ({ page, shop }) => {
    const calls = apiRequests(page, shop.apiUrl);
    const response = await page.goto('/search?keyword=brake');
    expect(await response!.headerValue('set-cookie')).toContain(`${SESSION_COOKIE}=`);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toBeDefined();
    expect(cookie.expires).toBe(-1); // a session cookie

    const abtest = (await page.evaluate(async (path) => (await fetch(path)).json(), ABTEST)) as Abtest;
    expect(abtest.data.sessionId).toBe(cookie.value);
    const { group } = abtest.data;

    // The server's own call for the first page: the session it issued, the same group.
    const logged = await shop.apiLogEntry('incoming request', loggedSearch(cookie.value));
    expect((logged.req as LoggedRequest).diversion).toBe(group);

    // Browser calls: a route change to another search makes the page ask the API itself.
    await page.evaluate(() => {
      history.pushState({}, '', '/search?keyword=oil');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => calls.filter((r) => new URL(r.url()).pathname === SEARCH).length).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    console.log(`API calls from the browser checked: ${calls.length} (${[...new Set(calls.map((r) => new URL(r.url()).pathname))].join(', ')})`);
    for (const call of calls) {
      const headers = await call.allHeaders();
      expect([new URL(call.url()).pathname, headers['x-diversion-name']]).toEqual([new URL(call.url()).pathname, group]);
    }
    const searches = calls.filter((r) => new URL(r.url()).pathname === SEARCH);
    for (const search of searches) expect((await search.allHeaders())['x-session-id']).toBe(cookie.value);
    const others = calls.filter((r) => new URL(r.url()).pathname !== SEARCH);
    for (const other of others) expect((await other.allHeaders())['x-session-id']).toBeUndefined();
  });

  test('?irclickid= is stored for 2592000 s, a newer one replaces it, and the canonical URL leaves it out', async ({ page, shop }) => {
    const before = Date.now() / 1000;
    await page.goto('/?irclickid=e2e-click-1');
    const stored = (await page.context().cookies()).find((c) => c.name === CLICK_COOKIE)!;
    expect(stored.value).toBe('e2e-click-1');
    expect(stored.expires).toBeGreaterThanOrEqual(before + 2_592_000 - 5);
    expect(stored.expires).toBeLessThanOrEqual(Date.now() / 1000 + 2_592_000 + 5);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${shop.shopUrl}/`);

    await page.goto('/about?irclickid=e2e-click-2');
    expect((await page.context().cookies()).find((c) => c.name === CLICK_COOKIE)?.value).toBe('e2e-click-2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${shop.shopUrl}/about`);

    // An unsafe value is not stored: the last click stays.
    await page.goto('/about?irclickid=%3Cscript%3E');
    expect((await page.context().cookies()).find((c) => c.name === CLICK_COOKIE)?.value).toBe('e2e-click-2');
  });
});
