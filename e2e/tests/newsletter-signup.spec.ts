import { expect, expectBoundary, test } from '../fixtures/shop';
import { uniqueEmail } from '../fixtures/accounts';

/**
 * The newsletter from the footer (and its unsubscribe link), registration by an emailed link without
 * a password, and the partnership application. The "emails" are the API's log lines outside
 * production (the developer's mailbox), read through the fixture.
 */

/** An emailed link: absolute on the storefront that asked, or a path on it. */
const linkIn = (entry: Record<string, unknown>, field: string) => String(entry[field]);

test.describe('newsletter', () => {
  test('subscribe from the footer, again (already subscribed), then unsubscribe with the emailed link', async ({ page, shop }) => {
    const email = uniqueEmail('news');
    await page.goto('/');
    const footer = page.getByTestId('footer-newsletter');
    await footer.getByLabel('Email for the newsletter').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! We have sent a confirmation to your inbox.');

    await footer.getByLabel('Email for the newsletter').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('You are already subscribed with this email.');

    const mail = await shop.apiLogEntry('newsletter confirmation email', (e) => e.email === email);
    const link = linkIn(mail, 'unsubscribeLink');
    expect(link).toMatch(/\/signUpResult#unsubscribe=[\w-]{43}$/);
    await page.goto(link);
    await expectBoundary(page, 'account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our newsletter');
    // The key left the address bar once read.
    await expect(page).toHaveURL(/\/signUpResult$/);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed. You will not get our newsletter any more.')).toBeVisible();

    const info = await fetch(`${shop.apiUrl}/account/public/buyer/subscribe/info?email=${encodeURIComponent(email)}`);
    expect(((await info.json()) as { data: unknown }).data).toEqual({ email, subscribed: false });
  });
});

test.describe('registration by email link', () => {
  test('ask for a link on /createAccount, follow it from the mailbox and land signed in; the link works once', async ({ page, shop }) => {
    const email = uniqueEmail('link');
    await page.goto('/createAccount');
    await expectBoundary(page, 'account');
    await page.getByRole('button', { name: 'Sign up with an email link instead' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-up link' }).click();
    await expect(page.getByText('Check your inbox.')).toBeVisible();

    const mail = await shop.apiLogEntry('sign-up link email', (e) => e.email === email);
    const link = linkIn(mail, 'signUpLink');
    expect(link).toMatch(/\/signUpResult#signUpToken=[\w-]{43}$/);
    await page.goto(link);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await expect(page.getByText('You have 100 member points to spend.')).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await expect(page).toHaveURL(/\/signUpResult$/);

    // Signed in for real: a protected page opens.
    await page.goto('/myAccount');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');

    // The same link a second time (another tab, a forwarded email) opens nothing.
    await page.getByTestId('header-sign-out').click();
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This sign-up link is invalid or has expired. Please ask for a new one.');
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');
  });
});

test.describe('partnership', () => {
  test('apply as a parts brand and see what happens next', async ({ page }) => {
    await page.goto('/partnership');
    await expectBoundary(page, 'account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partnership program');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Please enter Company name')).toBeVisible();

    await page.getByLabel('Company name').fill('Northline Brake Co.');
    await page.getByLabel('Contact name').fill('Priya Raman');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('partner'));
    await page.getByLabel('Phone (optional)').fill('+1 416 555 0142');
    await page.getByLabel('Website (optional)').fill('northlinebrake.ca');
    await page.getByLabel('Partnership type').selectOption('BRAND');
    await page.getByLabel('Country').selectOption('CA');
    await page.getByLabel('Message').fill('We make ceramic brake pads for Canadian winters and would like to list our 140 part numbers.');
    await page.getByRole('button', { name: 'Send application' }).click();

    const received = page.getByTestId('partnership-received');
    await expect(received.getByRole('status')).toHaveText('Thanks! Your application is in. Our partnerships team reads every one and replies by email within 2 business days.');
    await expect(received.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  });
});
