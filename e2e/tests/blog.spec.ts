import type { APIRequestContext } from '@playwright/test';
import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * The blog (spec §2 Blogs) in a real browser on the composed shop: home → list → page 2 → an
 * article, its contents, a related article; unknown articles and pages are the 404 page with
 * status 404. The articles are the dataset's (api/src/blog/articles), seeded at the API's start.
 */

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function rawPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': CRAWLER } });
  return { status: res.status(), html: await res.text() };
}

test.describe('blog', () => {
  test('home → all articles → page 2 → an article: contents link to sections, a related article opens', async ({ page }) => {
    await page.goto('/blogs');
    await expectBoundary(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Axlebay blog: parts advice for US and Canadian drivers');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Brakes' })).toHaveAttribute('href', '/blogs/categories/brakes');

    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL(/\/blogs\/list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All articles');
    await expect(page.getByTestId('article-card')).toHaveCount(12);
    const firstOnPage1 = await page.getByTestId('article-card').first().getByRole('heading').textContent();

    await page.getByTestId('blog-pages').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\/list\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All articles (page 2)');
    await expect(page.getByTestId('article-card')).toHaveCount(12);
    expect(await page.getByTestId('article-card').first().getByRole('heading').textContent()).not.toBe(firstOnPage1);

    const card = page.getByTestId('article-card').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();

    // The contents: a section link moves to its heading (the URL's hash names it; it is on screen).
    const toc = page.getByRole('navigation', { name: 'In this article' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const last = links.last();
    const hash = (await last.getAttribute('href'))!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const section = page.locator(`[data-testid="article-body"] ${hash}`);
    await expect(section).toHaveText((await last.textContent())!);
    await expect(section).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    // A related article opens.
    const related = page.getByTestId('related-articles').getByRole('heading', { level: 3 }).first();
    const relatedTitle = (await related.textContent())!.trim();
    await related.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  });

  test('an article composed on the server: head, BlogPosting JSON-LD, the sanitized body with its section ids', async ({ request }) => {
    const { status, html } = await rawPage(request, '/blogs/choosing-brake-pads');
    expect(status).toBe(200);
    expect(html).toMatch(/<title[^>]*>Ceramic, semi-metallic or organic: choosing brake pads for how you drive \| Axlebay<\/title>/);
    expect(html).toContain('<meta property="og:type" content="article"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const posting = ld.find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ datePublished: '2025-03-11', author: { '@type': 'Person', name: 'Dana Whitfield' } });
    expect(String(posting.url)).toMatch(/^http:\/\/localhost:\d+\/blogs\/choosing-brake-pads$/);
    expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).toContain('<h2 id="the-three-compounds">The three compounds</h2>');
    expect(html).toContain('href="#the-three-compounds"');
    // The page's chunk is named, so the browser loads it before hydrating.
    expect(html).toMatch(/\/page-blog-article\.[0-9a-f]{8}\.js"/);
  });

  test('an unknown article, a page past the last and an unknown topic are the 404 page with status 404', async ({ page, request }) => {
    for (const path of ['/blogs/no-such-article', '/blogs/list/99', '/blogs/list/two', '/blogs/topic/no-such-topic', '/blogs/Not_An_Id']) {
      expect((await rawPage(request, path)).status, path).toBe(404);
    }
    const res = await page.goto('/blogs/no-such-article');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    expect(new URL(page.url()).pathname).toBe('/blogs/no-such-article');
  });

  test("an article's related parts are catalog's strip for its category, mounted after hydration", async ({ page }) => {
    await page.goto('/blogs/choosing-brake-pads');
    await expectBoundary(page, 'content');
    await page.getByTestId('related-parts').scrollIntoViewIfNeeded();
    const strip = page.getByTestId('article-parts');
    await expect(strip.getByRole('heading', { level: 2 })).toHaveText('Shop Brake Pads');
    await expect(strip.getByTestId('item-card').first()).toBeVisible();
    const titles = await strip.getByTestId('item-card').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => /brake pad/i.test(t))).toBe(true);
  });

  test('an article on a 360 px phone: no layout shift while it loads, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/blogs/when-to-replace-brake-rotors');
    await expectBoundary(page, 'content');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.1);
    // The article's tables scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a category page lists its articles; a topic link on an article leads to the topic', async ({ page }) => {
    await page.goto('/blogs/categories/lighting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting');
    expect(await page.getByTestId('article-card').count()).toBeGreaterThanOrEqual(5);
    await page.goto('/blogs/winter-tires-canada-rules');
    await page.getByRole('region', { name: 'Topics' }).getByRole('link', { name: 'Canada' }).click();
    await expect(page).toHaveURL(/\/blogs\/topic\/canada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic: Canada');
    await expect(page.getByRole('link', { name: /Winter tires in Canada/ })).toBeVisible();
  });
});
