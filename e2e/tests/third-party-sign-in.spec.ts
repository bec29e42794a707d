import type { Page } from '@playwright/test';
import { expect, expectBoundary, test } from '../fixtures/shop';
import { registerAccount, uniqueEmail } from '../fixtures/accounts';

/** From a sign-in page of the shop through the test identity provider's page, back to the shop. */
async function continueWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with Google');
  await page.getByLabel('Sign in as (email)').fill(email);
  await page.getByLabel('Your name').fill('Dana Whitfield');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('third-party sign-in', () => {
  test('a new shopper continues with Google, creates the account, and next time is signed straight in', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/login');
    await expectBoundary(page, 'account');
    await continueWithGoogle(page, email);

    // Back on /login: nobody has this Google sign-in yet, so the shop asks before opening an account.
    const confirm = page.getByRole('form', { name: 'Create your account' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText(email)).toBeVisible();
    await confirm.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await expect(page.getByTestId('member-points')).toHaveText('100 points');

    await page.getByTestId('header-sign-out').click();
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');

    await page.goto('/login');
    await continueWithGoogle(page, email);
    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText('Account');
  });

  test('an email that already has a password account is not taken over: the shopper is asked for the password', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'google-taken');
    await page.goto('/createAccount?callback=%2Fcart');
    await expectBoundary(page, 'account');
    await continueWithGoogle(page, email);
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in with your email and password.');
    await page.getByRole('link', { name: 'Sign in with your email and password' }).click();
    await expect(page).toHaveURL(/\/login\?callback=%2Fcart$/);
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');
  });
});
