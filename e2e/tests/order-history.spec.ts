import { expect, expectBoundary, test } from '../fixtures/shop';
import { PASSWORD, signIn, uniqueEmail } from '../fixtures/accounts';
import { api, cents, partsFor, payByCard } from '../fixtures/buying';

/**
 * The buyer's order history and order detail (spec §2 account area) through the real path: Chromium →
 * shell → account remote → API → database, with an order placed through checkout and the test gateway.
 */
test.describe('order history', () => {
  test('a signed-in buyer finds a new order first, opens it, copies its number and buys it again; another buyer cannot open it', async ({ page, shop, browser }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('orders');
    const { token } = await api<{ token: string }>(shop, 'POST', '/account/public/buyer/account/register', { email, password: PASSWORD });
    await api(shop, 'POST', '/account/buyer/current/address', { firstName: 'Maya', lastName: 'Ortiz', phone: '(206) 555-0147', country: 'US', state: 'WA', city: 'Seattle', address1: '400 Pine St', postalCode: '98101' }, token);
    const [first, second] = await partsFor(shop, 2022, 2, 'filter');
    await api(shop, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: [{ itemId: first!.id, skuId: first!.skuId, itemCount: 2 }, { itemId: second!.id, skuId: second!.skuId, itemCount: 1 }] }, token);

    // Checkout as the signed-in buyer, paid by the test card.
    await page.goto('/login?callback=%2FshopCart');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/shopCart$/);
    await expect(page.getByTestId('header-cart-count')).toHaveText('3');
    await page.getByRole('button', { name: 'Checkout' }).first().click();
    await expect(page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /400 Pine St/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
    const orderNo = (await page.getByTestId('order-number').textContent())!;
    const total = cents(await page.getByTestId('order-total').textContent());
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');

    // My Account → Order history: the new order comes first.
    await page.goto('/myAccount');
    await page.getByRole('link', { name: 'Order history' }).click();
    await expect(page).toHaveURL(/\/myAccount\/orderHistory$/);
    await expectBoundary(page, 'account');
    const newest = page.getByTestId('order-summary').first();
    await expect(newest.getByRole('link', { name: `Order ${orderNo}` })).toBeVisible();
    await expect(newest.getByTestId('order-status')).toHaveText('Processing');
    expect(cents(await newest.getByTestId('order-total').textContent())).toBe(total);
    await expect(newest).toContainText(first!.title);

    // The detail: its lines and total as charged.
    await newest.getByRole('link', { name: `Order ${orderNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/myAccount/orderHistory/orderDetail\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('order-number')).toHaveText(orderNo);
    const lines = page.getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: first!.title })).toContainText('× 2');
    await expect(lines.filter({ hasText: second!.title })).toContainText('× 1');
    expect(cents(await page.getByTestId('order-total').textContent())).toBe(total);
    await expect(page.getByTestId('timeline-step')).toHaveText([/^Order placed /, /^Payment received /, 'Shipped Not yet', 'Delivered Not yet']);
    await expect(page.getByRole('link', { name: 'Print invoice' })).toHaveAttribute('href', `/printInvoice?orderId=${orderNo}`);

    // Copy: the number is on the clipboard and the shopper is told (spec §8).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shop.shopUrl).origin });
    await page.getByRole('button', { name: `Copy order number ${orderNo}` }).click();
    await expect(page.getByTestId('copy-status')).toHaveText('Copied Successfully');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderNo);

    // Buy again: the lines go back to the cart with their counts.
    const buyAgain = page.getByRole('button', { name: 'Buy again' });
    await expect(buyAgain).toBeEnabled();
    await buyAgain.click();
    await expect(page.getByTestId('buy-again-result')).toContainText('3 items were added to your cart.');
    await expect(page.getByTestId('header-cart-count')).toHaveText('3');
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/shopCart$/);
    const cartLines = page.getByTestId('cart-line');
    await expect(cartLines).toHaveCount(2);
    await expect(cartLines.filter({ hasText: first!.title })).toBeVisible();
    await expect(cartLines.filter({ hasText: second!.title })).toBeVisible();

    // Another buyer opening this order's URL: the not-found state, nothing of the order.
    const other = await browser.newContext({ baseURL: shop.shopUrl });
    const otherPage = await other.newPage();
    const otherEmail = uniqueEmail('orders-other');
    await api(shop, 'POST', '/account/public/buyer/account/register', { email: otherEmail, password: PASSWORD });
    // A page of a new context: act once the shell marks the page live (the fixture's page does this itself).
    const live = () => otherPage.locator('html[data-route-live]').waitFor({ state: 'attached', timeout: 15_000 });
    await otherPage.goto('/login');
    await live();
    await signIn(otherPage, otherEmail);
    await expect(otherPage).toHaveURL(/\/myAccount$/);
    await otherPage.goto(`/myAccount/orderHistory/orderDetail?orderNo=${orderNo}`);
    await expect(otherPage.getByTestId('order-not-found')).toContainText('We could not find this order in your account.');
    await expect(otherPage.getByTestId('order-line')).toHaveCount(0);
    await expect(otherPage.locator('body')).not.toContainText(first!.title);
    await other.close();
  });
});
