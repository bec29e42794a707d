import type { Locator } from '@playwright/test';
import { PASSWORD, signIn, uniqueEmail } from '../fixtures/accounts';
import { api, partsFor, payByCard } from '../fixtures/buying';
import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * The address book (/myAccount/address) through the real path: Chromium → shell → account remote →
 * API → database; then checkout (cart-checkout remote) ships a real order to the book's default address.
 */
test.describe('address book', () => {
  test('add with the postal-code search, edit, set default; checkout ships there; delete survives a reload', async ({ page, shop }) => {
    // Two remotes and a real order in one story: ~20 s on an idle machine.
    test.setTimeout(60_000);
    const email = uniqueEmail('addresses');
    const { token } = await api<{ token: string }>(shop, 'POST', '/account/public/buyer/account/register', { email, password: PASSWORD });
    // An address saved earlier: the default until the buyer chooses another.
    await api(shop, 'POST', '/account/buyer/current/address', { firstName: 'Sam', lastName: 'Lee', phone: '(312) 555-0199', country: 'US', state: 'IL', city: 'Chicago', address1: '233 S Wacker Dr', postalCode: '60606' }, token);
    const [part] = await partsFor(shop, 2022, 1, 'filter');
    await api(shop, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: [{ itemId: part!.id, skuId: part!.skuId, itemCount: 1 }] }, token);

    await page.goto('/login?callback=%2FmyAccount%2Faddress');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount\/address$/);
    await expectBoundary(page, 'account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My addresses');
    const cards = page.getByTestId('saved-address');
    const card = (text: string): Locator => cards.filter({ hasText: text });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('233 S Wacker Dr');
    await expect(cards.first()).toContainText('Default');

    // Add: the ZIP code search fills city, state and ZIP code.
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('combobox', { name: 'Find your address' }).fill('90210');
    await page.getByRole('option', { name: 'Beverly Hills, CA 90210' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Beverly Hills');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
    await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('90210');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('9500 Wilshire Blvd');
    await page.getByLabel('Phone').fill('310.555.0123');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address at 9500 Wilshire Blvd, Beverly Hills was added.')).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('233 S Wacker Dr');
    await expect(card('9500 Wilshire Blvd')).toContainText('Beverly Hills, CA 90210');
    await expect(card('9500 Wilshire Blvd')).toContainText('(310) 555-0123');

    // Edit: a suite number.
    await card('9500 Wilshire Blvd').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
    await page.getByLabel('Apartment/suite (optional)').fill('Suite 400');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The address at 9500 Wilshire Blvd, Beverly Hills was saved.')).toBeVisible();
    await expect(card('9500 Wilshire Blvd')).toContainText('Suite 400');

    // Set as default: it moves first, the only one marked.
    await card('9500 Wilshire Blvd').getByRole('button', { name: 'Set as default' }).click();
    await expect(page.getByText('The address at 9500 Wilshire Blvd, Beverly Hills is now your default address.')).toBeVisible();
    await expect(cards.first()).toContainText('9500 Wilshire Blvd');
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('9500 Wilshire Blvd');
    await expect(cards.first()).toContainText('Default');
    await expect(card('233 S Wacker Dr')).not.toContainText('Default');

    // Checkout offers the default address, chosen; the order ships there.
    await page.goto('/checkout/information');
    await expectBoundary(page, 'cart-checkout');
    const shipTo = page.getByRole('group', { name: 'Ship to' });
    await expect(shipTo.getByRole('radio', { name: /9500 Wilshire Blvd, Suite 400, Beverly Hills, CA 90210 \(default\)/ })).toBeChecked();
    await expect(shipTo.getByRole('radio', { name: /233 S Wacker Dr/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
    await expect(page.getByTestId('order-address')).toHaveText('Ada Lovelace, 9500 Wilshire Blvd, Suite 400, Beverly Hills, CA 90210');

    // Delete the other address: asked first, gone for good.
    await page.goto('/myAccount/address');
    await card('233 S Wacker Dr').getByRole('button', { name: 'Delete' }).click();
    await card('233 S Wacker Dr').getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('The address at 233 S Wacker Dr, Chicago was deleted.')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('9500 Wilshire Blvd');
    await expect(page.getByText('233 S Wacker Dr')).toHaveCount(0);
  });
});
