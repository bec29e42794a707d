import { api, cents, partsFor, payByCard } from '../fixtures/buying';
import { PASSWORD, signIn, uniqueEmail } from '../fixtures/accounts';
import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * The printable invoice (spec §2 /printInvoice): a buyer pays a real order through checkout, opens its
 * invoice, prints it; another buyer gets nothing of it. The print dialog itself is the browser's: the
 * page's window.print is replaced by a recorder.
 */

test('a buyer prints the invoice of a paid order; another buyer finds no such invoice', async ({ page, shop }) => {
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { printCalls: number[] }).printCalls = calls;
    window.print = () => void calls.push(Date.now());
  });
  const email = uniqueEmail('invoice');
  const { token } = await api<{ token: string }>(shop, 'POST', '/account/public/buyer/account/register', { email, password: PASSWORD });
  await api(shop, 'POST', '/account/buyer/current/address', { firstName: 'Grace', lastName: 'Hopper', phone: '(212) 555-0188', country: 'US', state: 'NY', city: 'New York', address1: '350 5th Ave', postalCode: '10118' }, token);
  const [part] = await partsFor(shop, 2022, 1, 'brake');
  await api(shop, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: [{ itemId: part!.id, skuId: part!.skuId, itemCount: 2 }] }, token);

  // Checkout in the browser, paid by the test card.
  await page.goto('/login?callback=%2FshopCart');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/shopCart$/);
  await page.getByRole('button', { name: 'Checkout' }).first().click();
  await expect(page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /350 5th Ave/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect.poll(async () => cents(await page.getByTestId('summary-total').textContent())).toBeGreaterThan(0);
  const total = cents(await page.getByTestId('summary-total').textContent());
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
  const orderNo = (await page.getByTestId('order-number').textContent())!;

  // The invoice: seller from the shop settings, the line, the total checkout showed.
  await page.goto(`/printInvoice?orderId=${orderNo}`);
  await expectBoundary(page, 'account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice INV-${orderNo}`);
  await expect(page.getByTestId('invoice-seller')).toContainText('1200 Market St, Wilmington, DE 19801, USA');
  await expect(page.getByTestId('invoice-bill-to')).toContainText('Grace Hopper');
  await expect(page.getByTestId('invoice-bill-to')).toContainText(email);
  const line = page.getByTestId('invoice-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(part!.title);
  await expect(line.getByRole('cell').nth(1)).toHaveText('2');
  await expect(page.getByRole('rowheader', { name: /^Sales tax \(NY 4%\)$/ })).toBeVisible();
  expect(cents(await page.getByTestId('invoice-total').textContent())).toBe(total);

  // Print: the page asks the browser once, on the press.
  expect(await page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls.length)).toBe(0);
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls.length)).toBe(1);

  // On paper: no shop header, footer or buttons; the invoice itself, black on white.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the order' })).toBeHidden();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await page.getByTestId('invoice-total').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();

  // Another buyer, same address: not found, and nothing of the first buyer's order shows.
  await page.getByTestId('header-sign-out').click();
  await expect(page.getByTestId('header-account')).toHaveText('Sign in');
  const other = uniqueEmail('invoice-other');
  await api(shop, 'POST', '/account/public/buyer/account/register', { email: other, password: PASSWORD });
  await page.goto('/login');
  await signIn(page, other);
  await expect(page).toHaveURL(/\/myAccount$/);
  await page.goto(`/printInvoice?orderId=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice not found');
  await expect(page.getByTestId('invoice-not-found')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Grace Hopper');
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
});
