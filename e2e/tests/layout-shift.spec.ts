import { expect, test } from '../fixtures/shop';

/** Spec §9: CLS is good at 0.1 or less. Measured over the load and the late parts (hero, header chip). */
for (const width of [360, 1280]) {
  test(`the home page does not shift as its parts arrive (${width} px wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.locator('[data-exposed="vehicle-hero"]').getByRole('heading').waitFor();
    await page.locator('[data-exposed="garage-chip"]').waitFor();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`CLS at ${width} px: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThanOrEqual(0.1);
    // Nothing widens the page past the screen (a phone would zoom out and move the fixed checkout bar).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/** The cart page with three lines: the lines, the quote's totals and the late parts keep their places. */
for (const width of [360, 412, 1280]) {
  test(`the cart page with three lines does not shift or overflow (${width} px wide)`, async ({ page, shop, context }) => {
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(shop.apiUrl + path, {
        method,
        headers: { 'content-type': 'application/json', 'x-shop-id': '2022', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { data: any }).data;
    };
    const { token } = await call('POST', '/account/public/buyer/account/register', { email: `cls-${width}-${Date.now()}@axlebay.test`, password: 'Layout-shift 2026' });
    const found = await call('GET', '/search-pro/public/items/filter-search?keyword=brake&size=24');
    const parts = (found.list as Array<{ id: number; skuId: number; status: string; availableTotal: number }>).filter((i) => i.status === 'ON_SHELVES' && i.availableTotal >= 3).slice(0, 3);
    await call('POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: parts.map((p, n) => ({ itemId: p.id, skuId: p.skuId, itemCount: n + 1 })) }, token);
    await context.addCookies([{ name: 'axlebay_token', value: token, url: shop.shopUrl }]);

    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}[${s.node.getAttribute('data-testid') ?? s.node.className}]` : String(s.node?.nodeName)));
          w.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/shopCart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { cls, shifts } = await page.evaluate(() => ({ cls: (window as unknown as { __cls: number }).__cls, shifts: (window as unknown as { __shifts: string[] }).__shifts }));
    console.log(`cart CLS at ${width} px: ${cls.toFixed(3)}${shifts.length ? `\n  ${shifts.join('\n  ')}` : ''}`);
    expect(cls).toBeLessThanOrEqual(0.1);
    // Nothing widens the page past the screen (a phone would zoom out and move the fixed checkout bar).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
