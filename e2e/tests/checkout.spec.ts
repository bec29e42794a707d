import type { Page } from '@playwright/test';
import { api, cents, fillAddress, partsFor, payByCard, type Part } from '../fixtures/buying';
import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * Buying through the real path: Chromium → shell → cart-checkout (and catalog, account) → API →
 * database, with the API's test payment gateway standing in for the providers (spec §9 methods).
 */

async function addFromProductPage(page: Page, origin: string, part: Part, expectedCount: number) {
  await page.goto(`${origin}/product/${part.urlHandle}`);
  await expect(page.getByTestId('product-title')).toBeVisible();
  await page.getByTestId('product-buy').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('header-cart-count')).toHaveText(String(expectedCount));
}

test.describe('buying', () => {
  test('a guest in Canada: two parts, a quantity, a removal, a coupon, a test card → the order result in CA$', async ({ page, shop }) => {
    const ca = shop.shopUrl.replace('localhost', 'ca.localhost');
    const [first, second] = await partsFor(shop, 2023, 2);
    await addFromProductPage(page, ca, first!, 1);
    await addFromProductPage(page, ca, second!, 2);

    await page.goto(`${ca}/shopCart`);
    await expectBoundary(page, 'cart-checkout');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await lines.filter({ hasText: first!.title }).getByRole('button', { name: `Quantity of ${first!.title}: one more` }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('3');
    await lines.filter({ hasText: second!.title }).getByRole('button', { name: `Remove ${second!.title}` }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    // The server's price of two units, in Canadian dollars.
    await expect(page.getByTestId('summary-subtotal')).toContainText('CA$');
    await expect.poll(async () => cents(await page.getByTestId('summary-subtotal').textContent())).toBe(2 * first!.cent);

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('coupon-chip')).toContainText('WELCOME10');
    await expect.poll(async () => cents(await page.getByTestId('summary-discount-0').textContent())).toBe(Math.round(2 * first!.cent * 0.1));

    await page.getByRole('button', { name: 'Checkout' }).first().click();
    await expect(page).toHaveURL(/\/checkout\/information$/);
    const email = `guest-${Date.now()}@axlebay.test`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await fillAddress(page, { first: 'Ann', last: 'Tremblay', line1: '200 Bay St', city: 'Toronto', state: 'Ontario', postal: 'm5j 2j2', phone: '416 555 0142' }, { state: 'Province/Territory', postal: 'Postal code' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole('group', { name: 'Shipping method' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    // A reload keeps every step's answers (the draft, never the card).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await payByCard(page, '4242 4242 4242 4242');
    const total = cents(await page.getByTestId('summary-total').textContent());
    expect(total).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^AXB\d{8}$/);
    await expect(page.getByTestId('order-email')).toContainText(email);
    await expect(page.getByTestId('order-address')).toContainText('M5J 2J2');
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');
    const orderTotal = page.getByTestId('order-total');
    await expect(orderTotal).toContainText('CA$');
    expect(cents(await orderTotal.textContent())).toBe(total);
    // The coupon as the cart showed it: 10% of the two units, recorded with the order.
    expect(cents(await page.getByTestId('order-discount-0').textContent())).toBe(Math.round(2 * first!.cent * 0.1));
    // A reload: the guest's access key is in this tab, and the order is still there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('order-email')).toContainText(email);
    // The confirmation went to the developer mailbox.
    const orderNo = (await page.getByTestId('order-number').textContent())!;
    await shop.apiLogEntry('order confirmation email', (e) => e.orderNo === orderNo && e.email === email);

    // Tracking, as a guest: the number comes filled in from the order result; a wrong email learns nothing.
    await page.getByRole('region', { name: 'What happens next' }).getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/track\\?orderNo=${orderNo}$`));
    await expect(page.getByLabel('Order number')).toHaveValue(orderNo);
    await page.getByLabel('Email', { exact: true }).fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not find an order with that number and email address. Please check both and try again.');
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByTestId('tracking-status')).toHaveText('Paid — we are preparing it');
    await expect(page.getByTestId('tracking-step')).toHaveText([/^Order placed /, /^Payment received /, 'Shipped Not yet', 'Delivered Not yet']);
    await expect(page.getByTestId('tracking-result')).toContainText(first!.title);
  });

  test('a signed-in buyer: a saved address, the first-order discount and a redirect method through /paymentCallback', async ({ page, shop }) => {
    const email = `buyer-${Date.now()}@axlebay.test`;
    const password = 'Brake-pads 2024';
    const { token } = await api<{ token: string }>(shop, 'POST', '/account/public/buyer/account/register', { email, password });
    await api(shop, 'POST', '/account/buyer/current/address', { firstName: 'Sam', lastName: 'Lee', phone: '(312) 555-0199', country: 'US', state: 'IL', city: 'Chicago', address1: '233 S Wacker Dr', postalCode: '60606' }, token);
    const [part] = await partsFor(shop, 2022, 1, 'headlight');
    await api(shop, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: [{ itemId: part!.id, skuId: part!.skuId, itemCount: 2 }] }, token);

    await page.goto('/login?callback=%2FshopCart');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/shopCart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');

    await page.getByRole('button', { name: 'Checkout' }).first().click();
    const shipTo = page.getByRole('group', { name: 'Ship to' });
    await expect(shipTo.getByRole('radio', { name: /233 S Wacker Dr/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('checkbox', { name: /Use my first-order discount/ }).check();
    await expect.poll(async () => cents(await page.getByTestId('summary-total').textContent())).toBeGreaterThan(0);
    await expect(page.getByTestId('order-summary')).toContainText('first order');
    await page.getByRole('radio', { name: /^PayPal You finish paying on PayPal/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    // The provider's page (the test gateway), then back through /paymentCallback.
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('order-address')).toContainText('Chicago');
    await expect(page.getByTestId('order-points-earned')).toContainText(/\d+ points/);
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');

    // The first-order discount was used once: the next quote does not offer it.
    const offer = await api<{ firstOrderDiscount: { available: boolean } }>(shop, 'GET', '/promotion/public/promotion/calculator/discount/member', undefined, token);
    expect(offer.firstOrderDiscount.available).toBe(false);
  });

  test('a declined card says why and keeps the cart', async ({ page, shop }) => {
    const [part] = await partsFor(shop, 2022, 1, 'mirror');
    await addFromProductPage(page, shop.shopUrl, part!, 1);
    await page.goto('/checkout/information');
    await page.getByLabel('Email', { exact: true }).fill(`declined-${Date.now()}@axlebay.test`);
    await fillAddress(page, { first: 'Kim', last: 'Ortiz', line1: '1200 Market St', city: 'Wilmington', state: 'Delaware', postal: '19801', phone: '302-555-0142' }, { state: 'State', postal: 'ZIP code' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await page.goto('/shopCart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(part!.title);
  });
});
