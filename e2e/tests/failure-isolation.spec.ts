import { expect, expectBoundary, test } from '../fixtures/shop';

test('a stopped remote shows a fallback with Retry; the rest of the site works; Retry recovers without reload', async ({ page, shop }) => {
  await shop.stop('cart-checkout');
  try {
    await page.goto('/shopCart');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('We could not load your cart and checkout');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const reports = await page.evaluate(() =>
      (window as unknown as { __axlebay: { monitoring: { recent(): Array<{ kind: string; remote?: string }> } } }).__axlebay.monitoring
        .recent()
        .map((r) => `${r.kind}:${r.remote}`),
    );
    expect(reports).toContain('remote-load:cart_checkout');

    // Every other remote still works.
    await page.getByRole('link', { name: 'About us' }).click();
    await expectBoundary(page, 'content');
    await page.getByRole('link', { name: 'Axlebay home' }).click();
    await expectBoundary(page, 'catalog');
    await page.getByTestId('home-vehicle').getByRole('link').click();
    await expectBoundary(page, 'vehicle');

    await page.getByTestId('header-cart').click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();

    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await shop.start('cart-checkout');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectBoundary(page, 'cart-checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping cart');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await shop.start('cart-checkout');
  }
});
