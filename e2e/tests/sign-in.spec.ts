import { expect, expectBoundary, test } from '../fixtures/shop';

/** A fresh account, created through the real API. */
async function registerAccount(apiUrl: string) {
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@axlebay.test`;
  const password = 'Brake-pads 2024';
  const res = await fetch(`${apiUrl}/account/public/buyer/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return { email, password };
}

test.describe('sign-in', () => {
  test('a protected page sends to /login; signing in lands on that page with its query and the header knows', async ({ page, shop }) => {
    const { email, password } = await registerAccount(shop.apiUrl);
    await page.goto('/myAccount/orderHistory?page=2');
    await expect(page).toHaveURL(/\/login\?callback=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myAccount\/orderHistory\?page=2$/);
    await expectBoundary(page, 'account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    // Reload: the start-up session check finds the token and the account.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
    await expect(page.getByTestId('header-account')).toHaveText('Account');
  });

  test('a wrong password shows the server message and keeps the email', async ({ page, shop }) => {
    const { email } = await registerAccount(shop.apiUrl);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(/\/login$/);
  });
});
