import type { Page } from '@playwright/test';
import { PASSWORD, signIn, uniqueEmail } from '../fixtures/accounts';
import { api, partsFor, payByCard } from '../fixtures/buying';
import { aProduct, expect, test } from '../fixtures/shop';
import { guestUrls, missingRoutes, signedInUrls } from '../support/a11y-routes';
import { settled, WcagScan, WIDTHS } from '../support/axe-scan';
import { pickVehicle } from '../support/vehicle';

/**
 * Automated accessibility (WCAG 2.0/2.1/2.2, A and AA, by axe-core) over every route of spec §2 and
 * the states a shopper opens (vehicle dialog, garage drawer, search suggestions, cart with lines,
 * each checkout step), at a phone's and a laptop's width. Each test walks its pages in one browser
 * page, scans each at both widths, and fails at the end with every violation listed.
 */

/**
 * Opens `url` as a shopper's click on a link does: the shell's router takes the history entry (the
 * shape react-router writes, with a key of its own) and mounts the route's page in this document.
 * Much cheaper than a page load, and axe stays injected.
 */
async function navigateInPage(page: Page, url: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * Opens `url` (the first one of a walk by a page load: scanned once `html[data-route-live]`, the shop
 * fixture's `goto`), checks the shell routed it to `route` (not the 404 page), and scans it once its
 * data is in (no loading area left).
 */
async function scanRoute(page: Page, scan: WcagScan, route: string, url: string) {
  const t0 = Date.now();
  if (await page.locator('html[data-route-live]').count()) await navigateInPage(page, url);
  else await page.goto(url);
  await expect(page.locator('[data-boundary][data-route]'), url).toHaveAttribute('data-route', route);
  await settled(page);
  const t1 = Date.now();
  await scan.scan(url);
  if (process.env.A11Y_TIMING) console.log(`${url}: open ${t1 - t0} ms, scan ${Date.now() - t1} ms`);
}

function expectNoViolations(scan: WcagScan) {
  console.log(`axe: ${scan.summary()}`);
  expect(scan.findings, `WCAG violations (${scan.summary()}):\n${scan.report()}`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test("the scan's route table holds every route of the shell's route table", () => {
    expect(missingRoutes()).toEqual([]);
  });

  test('every page a visitor opens outside the catalog (account entry, content, errors, tracking, garage, empty cart)', async ({ page }) => {
    test.setTimeout(300_000);
    const scan = new WcagScan(page);
    await page.setViewportSize(WIDTHS[0]);
    for (const { name, url } of guestUrls().filter((r) => r.remote !== 'catalog')) await scanRoute(page, scan, name, url);
    await scanRoute(page, scan, 'shopCart', '/shopCart'); // empty
    expectNoViolations(scan);
  });

  test("the catalog's pages, the vehicle dialog, the garage drawer and search suggestions", async ({ page, shop }) => {
    test.setTimeout(300_000);
    const scan = new WcagScan(page);
    await page.setViewportSize(WIDTHS[0]);
    const product = await aProduct(shop, 'headlight');
    for (const { name, url } of guestUrls().filter((r) => r.remote === 'catalog' && r.name !== 'product')) await scanRoute(page, scan, name, url);

    // Open states, on the product page: the vehicle dialog from the fit badge, then the garage drawer.
    await scanRoute(page, scan, 'product', `/product/${product.urlHandle}`);
    const badge = page.locator('[data-testid="product-fit"] [data-testid="fit-badge"]');
    await badge.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByTestId('vehicle-dialog');
    await expect(dialog.getByRole('combobox', { name: /^Year/ })).toHaveAttribute('aria-busy', 'false');
    await scan.scan('vehicle dialog (product page)');
    await pickVehicle(page, dialog, '2018', 'Toyota', 'Corolla');
    await expect(dialog).toBeHidden();
    await page.getByTestId('header-vehicle').click();
    await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
    await expect(dialog.getByRole('combobox', { name: /^Year/ })).toHaveAttribute('aria-busy', 'false');
    await scan.scan('garage drawer (header)');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Search suggestions as the shopper types in the header.
    const search = page.getByTestId('search-box').getByRole('combobox');
    await search.fill('brak');
    await expect(page.getByTestId('search-box').getByRole('option').first()).toBeVisible();
    await scan.scan('search suggestions (header)');

    expectNoViolations(scan);
  });

  test('a signed-in shopper: cart with lines, each checkout step, the order result and the account area', async ({ page, shop }) => {
    test.setTimeout(180_000);
    const scan = new WcagScan(page);
    await page.setViewportSize(WIDTHS[0]);
    const email = uniqueEmail('a11y');
    const { token } = await api<{ token: string }>(shop, 'POST', '/account/public/buyer/account/register', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Byron' });
    await api(shop, 'POST', '/account/buyer/current/address', { firstName: 'Ada', lastName: 'Byron', phone: '(212) 555-0188', country: 'US', state: 'NY', city: 'New York', address1: '350 5th Ave', postalCode: '10118' }, token);
    const parts = await partsFor(shop, 2022, 2, 'brake');
    await api(shop, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: parts.map((p) => ({ itemId: p.id, skuId: p.skuId, itemCount: 1 })) }, token);

    await page.goto('/login?callback=%2FshopCart');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/shopCart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await settled(page);
    await scan.scan('/shopCart (2 lines)');

    await page.getByRole('button', { name: 'Checkout' }).first().click();
    await expect(page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /350 5th Ave/ })).toBeChecked();
    await settled(page);
    await scan.scan('/checkout/information');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await settled(page);
    await scan.scan('/checkout/shipping');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await settled(page);
    await scan.scan('/checkout/payment (card typed)');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
    const orderNo = (await page.getByTestId('order-number').textContent())!;
    await settled(page);
    await scan.scan('/checkout/orderResult');

    for (const { name, url } of signedInUrls(orderNo)) await scanRoute(page, scan, name, url);
    expectNoViolations(scan);
  });
});
