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
    await page.getByLabel('Email', { exact: true }).fill(email);
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
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("someone else's wrong passwords hold back new browsers, not the one the owner signed in with before", async ({ page, browser, shop }) => {
    const { email, password } = await registerAccount(shop.apiUrl);
    const signIn = async (p: typeof page, withPassword: string) => {
      await p.goto('/login');
      // Live first (a page opened outside the fixture does not wait for hydration by itself).
      await p.locator('html[data-route-live]').waitFor({ state: 'attached' });
      await p.getByLabel('Email', { exact: true }).fill(email);
      await p.getByLabel('Password').fill(withPassword);
      await p.getByRole('button', { name: 'Sign in' }).click();
    };
    // The owner's browser signs in once: from now on it is a known device of the account.
    await signIn(page, password);
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await page.context().clearCookies();

    // Guesses from elsewhere, with no browser behind them (same address: the suite runs on loopback).
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${shop.apiUrl}/account/public/buyer/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: `Guess-number ${i}` }) });
      expect(res.status).toBe(400);
    }

    const stranger = await browser.newPage({ baseURL: shop.shopUrl });
    await signIn(stranger, password);
    await expect(stranger.getByRole('alert').filter({ hasText: 'Too many failed login attempts. Please try again in 15 minutes.' })).toBeVisible();
    await stranger.close();

    await signIn(page, password);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByTestId('header-account')).toHaveText('Account');
  });
});
