import type { APIRequestContext, Page } from '@playwright/test';
import { aProduct, expect, expectBoundary, test } from '../fixtures/shop';
import { watchHydration } from '../fixtures/hydration';
import { pickVehicle, stateWritten } from '../support/vehicle';

/**
 * The first HTML of a page as a crawler or link preview sees it: no JavaScript runs. Spec §2 page
 * head (title, description, keywords, canonical, noindex), the error pages' status codes, and the
 * data the page was rendered with. Then the same pages in a browser: they hydrate without a mismatch
 * and do not fetch again what the server rendered.
 */

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function rawPage(request: APIRequestContext, path: string, userAgent = CRAWLER) {
  const res = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': userAgent } });
  return { status: res.status(), html: await res.text(), headers: res.headers() };
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test.describe('first HTML from the server (no JavaScript)', () => {
  test('home: head, Organization and WebSite JSON-LD, the hero and the inline registry', async ({ request, shop }) => {
    const { status, html } = await rawPage(request, '/');
    expect(status).toBe(200);
    expect(attr(html, /<title[^>]*>([^<]*)<\/title>/)).toBe('Shop Aftermarket Auto Parts Online | Axlebay');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${shop.shopUrl}/`);
    expect(html).toContain('<meta property="og:type" content="website"');
    expect(html).not.toContain('name="robots"');
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(html).toMatch(/<h1[^>]*>Aftermarket auto parts that fit/);
    // The page is written whole and styled from <head>: no outlined parts swapped in by inline
    // scripts while the HTML parses, no <style> among the content (each one a style recalculation).
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    expect(html.slice(html.indexOf('<body'))).not.toContain('<style');
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [\w -]+">/);
    // No waterfall: the registry is inline, the font is preloaded, and the catalog's entry is named
    // in the page (fetched right after the first paint with every other chunk hydration needs).
    expect(html).toContain('id="axlebay-boot"');
    expect(html).toMatch(/"preloads":\[[^\]]*"http:\/\/localhost:\d+\/remoteEntry\.[0-9a-f]{8}\.js"/);
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/roboto-flex-latin-wght-normal\.[0-9a-f]{8}\.woff2" crossorigin>/);
  });

  test('product: its name, Product JSON-LD with offer and availability, BreadcrumbList', async ({ request, shop }) => {
    const item = await aProduct(shop);
    const { status, html } = await rawPage(request, `/product/${item.urlHandle}`);
    expect(status).toBe(200);
    expect(attr(html, /<title[^>]*>([^<]*)<\/title>/)).toContain(item.title.replace(/&/g, '&amp;').slice(0, 20));
    expect(html).toContain(`<link rel="canonical" href="${shop.shopUrl}/product/${item.urlHandle}"`);
    expect(html).toContain('<meta property="og:type" content="product"');
    const product = jsonLd(html).find((d) => d['@type'] === 'Product')!;
    expect(product).toBeDefined();
    expect(product.name).toBe(item.title);
    const offer = product.offers as Record<string, unknown>;
    expect(offer.priceCurrency).toBe('USD');
    expect(String(offer.price)).toMatch(/^\d+\.\d{2}$/);
    expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|Discontinued)$/);
    expect(jsonLd(html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a category page lists its products in the HTML', async ({ request }) => {
    const { status, html } = await rawPage(request, '/lighting');
    expect(status).toBe(200);
    expect(attr(html, /<title[^>]*>([^<]*)<\/title>/)).toBe('Lighting | Aftermarket Auto Parts | Axlebay');
    expect(html).toMatch(/<h1[^>]*>Aftermarket Lighting<\/h1>/);
    const cards = html.match(/data-testid="item-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(jsonLd(html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("order tracking's form comes from the server with the number filled in; the cart and checkout, the shopper's own, are drawn in the browser", async ({ request }) => {
    const track = await rawPage(request, '/order/track?orderNo=AXB00001234');
    expect(track.status).toBe(200);
    expect(track.html).toMatch(/<h1[^>]*>Track your order<\/h1>/);
    expect(track.html).toMatch(/<input[^>]*value="AXB00001234"/);
    expect(track.html).toMatch(/data-server-area[=\s>]/);
    for (const path of ['/shopCart', '/checkout/information']) {
      const own = await rawPage(request, path);
      expect(own.status).toBe(200);
      expect(own.html).not.toMatch(/data-server-area[=\s>]/);
    }
  });

  test('status codes: 404 for unknown paths and products, 500 and 504 pages, sign-in redirect', async ({ request }) => {
    const unknownProduct = await rawPage(request, '/product/no-such-part-anywhere');
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.html).toContain('We could not find that page');
    expect(unknownProduct.html).toContain('name="robots" content="noindex,nofollow"');

    expect((await rawPage(request, '/no/such/page/at/all')).status).toBe(404);
    expect((await rawPage(request, '/no-such-category-here')).status).toBe(404);
    expect((await rawPage(request, '/500')).status).toBe(500);
    expect((await rawPage(request, '/504')).status).toBe(504);

    const account = await rawPage(request, '/myAccount?tab=orders');
    expect(account.status).toBe(302);
  });

  test('pages forbid foreign framing and sniffing; source maps are not published', async ({ request }) => {
    const home = await rawPage(request, '/');
    const policy = home.headers['content-security-policy']!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The page's one inline script carries this response's nonce; the next response has another.
    expect(home.html).toContain(`<script nonce="${nonce}">`);
    expect((await rawPage(request, '/')).headers['content-security-policy']).not.toContain(nonce!);
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The page's own scripts are served; their maps are not (the shell's and a remote's).
    const script = attr(home.html, /"(\/main\.[0-9a-f]{8}\.js)"/);
    expect(script).toBeTruthy();
    const js = await request.get(script!);
    expect(js.status()).toBe(200);
    expect(js.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    const entry = attr(home.html, /"(http:\/\/[^"]+\/remoteEntry\.[0-9a-f]{8}\.js)"/);
    expect(entry).toBeTruthy();
    expect((await request.get(entry!)).status()).toBe(200);
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
  });

  test('Canada (ca. host) is never indexed', async ({ request, shop }) => {
    // Node resolves no *.localhost names: the Host header carries the Canada host.
    const res = await request.get('/', { headers: { 'user-agent': CRAWLER, host: new URL(shop.shopUrl).host.replace('localhost', 'ca.localhost') } });
    expect(await res.text()).toContain('<meta name="robots" content="noindex,nofollow"');
  });
});


test.describe('hydration in the browser', () => {
  for (const path of [
    '/',
    '/search?keyword=brake',
    '/lighting',
    '/about',
    '/login',
    '/createAccount',
    '/partnership',
    '/myGarage',
    '/order/track?orderNo=AXB00001234',
    '/campaign/black-friday-cyber-monday-unbeatable-offer',
    '/campaign/sneak-peek',
    '/campaign/amazing-offers-rolling-in',
    '/blogs',
    '/blogs/list/2',
    '/blogs/choosing-brake-pads',
    '/blogs/categories/brakes',
    '/blogs/topic/canada',
    '/help',
    '/help?keyword=refund',
    '/help/faq',
    '/help/faq#track-order',
    '/help/feedback',
    '/featured/tpms-sensors',
    '/affiliate-program',
    '/guidevideo',
    '/videos-shooting-offering',
    '/ugc-awards',
    '/ugc-awards/submit',
  ]) {
    test(`${path} hydrates the server's HTML without a mismatch`, async ({ page }) => {
      const problems = watchHydration(page);
      await page.goto(path);
      // The server's area stays in place (hydrated, not rendered again) and is live.
      await expect(page.locator('[data-server-area]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // One element per id on the page (several roots render it), and every label names its own field.
      const ids = await page.evaluate(() => {
        const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
        const labels = [...document.querySelectorAll('label[for]')].map((l) => (l as HTMLLabelElement).htmlFor);
        return { repeated: all.filter((id, i) => all.indexOf(id) !== i), unlabelled: labels.filter((id) => !document.getElementById(id)) };
      });
      expect(ids).toEqual({ repeated: [], unlabelled: [] });
    });
  }

  test('a search page names its page chunk and the announcement in the HTML, and the browser asks for neither', async ({ page, request }) => {
    const { html } = await rawPage(request, '/search?keyword=brake', 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(html).toMatch(/"preloads":\[[^\]]*\/page-listing\.[0-9a-f]{8}\.js"/);
    const announced = attr(html, /data-testid="announcement"[^>]*>([^<]+)</)?.trim();
    expect(announced).toBeTruthy();
    const settingsCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/infra/public/shop-setting')) settingsCalls.push(r.url());
    });
    await page.goto('/search?keyword=brake');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('announcement')).toHaveText(announced!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
    expect(settingsCalls).toEqual([]);
  });

  test("the shell's stylesheet comes inline once: hydration does not load it again", async ({ page, request }) => {
    const { html } = await rawPage(request, '/', 'Mozilla/5.0');
    const inline = attr(html, /<style data-shell-css="" data-href="([^"]+)"/);
    expect(inline).toMatch(/^\/bootstrap\.[0-9a-f]{8}\.css$/);
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expectBoundary(page, 'catalog');
    await expect(page.locator('html[data-route-live]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // A second copy would restyle and lay out the whole page once the scripts run.
    expect(stylesheets).toEqual([]);
  });

  test("every script of a first load starts with V8's compile hint (compiled off the main thread as it streams in)", async ({ page }) => {
    const scripts: Array<Promise<[string, string]>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.ok()) scripts.push(r.text().then((body) => [new URL(r.url()).pathname, body.slice(0, 30)]));
    });
    await page.goto('/search?keyword=brake');
    await expect(page.locator('html[data-route-live]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const starts = await Promise.all(scripts);
    expect(starts.length).toBeGreaterThan(10);
    expect(starts.filter(([, start]) => !start.startsWith('//# allFunctionsCalledOnLoad\n'))).toEqual([]);
  });

  test("a category page is written with the SEO lookup's answer, and the browser does not ask for it again", async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/shopping-guide/public/seo/v2')) lookups.push(r.postData() ?? '');
    });
    await page.goto('/lighting');
    await expect(page.locator('html[data-route-live]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aftermarket Lighting');
    expect(lookups).toEqual([]);
    // Another category, reached in the browser, asks the lookup itself.
    await page.getByRole('link', { name: 'Headlights', exact: true }).first().click();
    await expect(page).toHaveURL(/\/headlights/);
    await expect.poll(() => lookups.some((body) => body.includes('/headlights'))).toBe(true);
  });

  test("the first paint is in the design system's font, and the page keeps it when the scripts run", async ({ browser, page, shop }) => {
    const bodyFont = (p: Page) => p.evaluate(() => getComputedStyle(document.body).fontFamily);
    // Without JavaScript: the server's HTML and its styles alone, as on the first paint.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.shopUrl });
    const first = await noScript.newPage();
    await first.goto('/lighting');
    const painted = await bodyFont(first);
    await noScript.close();
    expect(painted).toMatch(/^["']Roboto Flex Variable["']/);
    await page.goto('/lighting');
    await expect(page.locator('html[data-route-live]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // Emotion's cache moves the server's style tags to the end of <head>: the cascade must not change.
    expect(await bodyFont(page)).toBe(painted);
  });

  test('a product page hydrates, does not fetch its item again, and is interactive', async ({ page, shop }) => {
    const item = await aProduct(shop);
    const problems = watchHydration(page);
    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/item/public/buyer/item/detail')) detailCalls.push(r.url());
    });
    await page.goto(`/product/${item.urlHandle}`);
    await expectBoundary(page, 'catalog');
    await expect(page.locator('[data-server-area]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(detailCalls).toEqual([]);
    // Live after hydration: the quantity can be raised.
    const add = page.getByRole('button', { name: /^add to cart ?: .+$/i }).first();
    await expect(add).toBeEnabled();
  });

  test("a guest's garage, kept in the browser, replaces the server's loading state without a mismatch; the cart page, rendered in the browser, shows the guest's cart", async ({ page, shop }) => {
    const problems = watchHydration(page);
    // The server knows neither: its HTML holds the frame and a loading state, never "no vehicles".
    const garageHtml = await (await page.request.get('/myGarage')).text();
    expect(garageHtml).toContain('Loading your garage');
    expect(garageHtml).not.toContain('No saved vehicles yet');

    await page.goto('/myGarage');
    await pickVehicle(page, page.locator('[data-boundary="vehicle"][data-route]'), '2018', 'Toyota', 'Corolla');
    await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
    await stateWritten(page);
    await page.reload();
    await expect(page.locator('[data-server-area]')).toHaveCount(1);
    await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
    await expect(page.getByTestId('garage-vehicle')).toContainText('2018 Toyota Corolla');

    const item = await aProduct(shop);
    await page.goto(`/product/${item.urlHandle}`);
    await page.getByTestId('product-buy').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await stateWritten(page);
    await page.goto('/shopCart');
    await expect(page.locator('[data-server-area]')).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('moving to another route after a server-rendered page renders it in the browser, focuses its heading and announces it', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/about');
    await expect(page.locator('[data-server-area]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Help center', exact: true }).first().click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-server-area]')).toHaveCount(0);
    // As a page load would: focus on the new page's heading, its title read out.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Help center | Axlebay');
    expect(problems).toEqual([]);
  });
});

test.describe('Content-Security-Policy in the browser', () => {
  test('a shopping journey breaks no rule of the policy, and a script without the nonce does not run', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.goto('/search?keyword=brake');
    await expectBoundary(page, 'catalog');
    await page.getByRole('link', { name: 'About us' }).click();
    await expectBoundary(page, 'content');
    await page.goto('/myGarage');
    await expectBoundary(page, 'vehicle');
    expect(violations).toEqual([]);

    // What an injected script would do: the policy stops it.
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.appendChild(s);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });
});
