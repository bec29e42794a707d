import { aProduct, expect, expectBoundary, test } from '../fixtures/shop';
import { PASSWORD, registerAccount, signIn, uniqueEmail } from '../fixtures/accounts';
import { apiQuiet } from '../support/api-quiet';

test.describe('account', () => {
  test('register → signed in everywhere → sign out → protected page → sign in lands with its query', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/createAccount');
    await expectBoundary(page, 'account');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/signUpResult$/);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await expect(page.getByText('You have 100 member points to spend.')).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText('Account');

    // Another remote (vehicle) knows who is signed in, and follows a sign-out live, without a reload.
    await page.goto('/myGarage');
    await expectBoundary(page, 'vehicle');
    await expect(page.getByTestId('garage-owner')).toHaveText(`Signed in as ${email}.`);
    await page.getByTestId('header-sign-out').click();
    await expect(page.getByTestId('garage-owner')).toContainText('Your garage is kept in this browser.');
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');

    // Signed out for real: the token no longer works and protected pages redirect.
    await page.goto('/myAccount/address?tab=billing');
    await expect(page).toHaveURL(/\/login\?callback=%2FmyAccount%2Faddress%3Ftab%3Dbilling$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email); // remembered for 30 days
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount\/address\?tab=billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My addresses');
  });

  test('the persisted state is one encrypted key and survives a reload', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'state');
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(page.getByTestId('member-points')).toHaveText('100 points');
    const stored = await page.evaluate(() => localStorage.getItem('axlebay_state'));
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('axlebay.test');
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await expect(page.getByTestId('member-points')).toHaveText('100 points');
  });

  test('an expired token on any page leads to /login with that page as callback', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'expired');
    await page.goto('/login');
    // The cart store starts at sign-in and reads the account cart: let that (and the user info) finish
    // first, or a call made after the token died would already send this page to sign in.
    const cartRead = page.waitForResponse((r) => r.url().includes('/order/public/buyer/cart/v3'));
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount$/);
    await cartRead;
    // The account page's own calls (member level, points log, nickname, newsletter) start once its
    // chunk has loaded; one sent after the token died would sign this tab out before the next page.
    await expect(page.getByTestId('member-level')).toBeVisible();
    await apiQuiet(page, shop.apiUrl);
    // The token dies on the server (as after a password change on another device).
    const token = (await page.context().cookies()).find((c) => c.name === 'axlebay_token')!.value;
    const res = await fetch(`${shop.apiUrl}/account/buyer/account/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-shop-id': '2022' } });
    expect(res.status).toBe(200);
    await page.goto('/search?keyword=wipers');
    await expect(page).toHaveURL(/\/login\?callback=%2Fsearch%3Fkeyword%3Dwipers$/);
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');
    expect((await page.context().cookies()).some((c) => c.name === 'axlebay_token')).toBe(false);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/search\?keyword=wipers$/);
  });

  test('password reset with the token from the API log', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'reset');
    await page.goto('/retrievePassword');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this email, we have sent it a link to reset the password.')).toBeVisible();
    const entry = await shop.apiLogEntry('password reset token', (e) => e.email === email);
    await page.getByLabel('Reset code').fill(String(entry.resetToken));
    await page.getByLabel('New password', { exact: true }).fill('Fresh-rotors 2025');
    await page.getByLabel('Confirm new password').fill('Fresh-rotors 2025');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Fresh-rotors 2025');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myAccount$/);
  });

  test('my account: nickname, picture upload and email verification', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'profile');
    await page.goto('/login?callback=/myAccount');
    await signIn(page, email);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('Rotor Ann');
    await page.getByRole('button', { name: 'Save nickname' }).click();
    await expect(page.getByText(/You can change your nickname again on/)).toBeVisible();
    await expect(nickname).toHaveAttribute('readonly', '');

    // A real 1×1 PNG through multipart, shown from the API host.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your picture has been updated.')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute('src', new RegExp(`^${shop.apiUrl}/`));
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.getByRole('button', { name: 'Send a verification code' }).click();
    const entry = await shop.apiLogEntry('email verification code', (e) => e.email === email && e.purpose === 'email-verify');
    await page.getByLabel('Code from the email').fill(String(entry.emailCode));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('(verified)')).toBeVisible();
  });

  test("signing in on a product page stays there, through account's exposed sign-in panel", async ({ page, shop }) => {
    const email = await registerAccount(shop, 'product');
    const product = await aProduct(shop);
    await page.goto(`/product/${product.urlHandle}?ref=newsletter`);
    await expectBoundary(page, 'catalog');
    await page.getByRole('button', { name: 'Sign in to write a review' }).click();
    // account's parcel, mounted inside catalog's page at run time.
    await expect(page.locator('[data-boundary="catalog"] [data-boundary="account"][data-exposed="sign-in-panel"]')).toBeVisible();
    await signIn(page, email);
    // Signed in on the same page: the review section now answers for this buyer (nothing delivered yet).
    await expect(page.getByTestId('write-review').getByTestId('review-after-delivery')).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await expect(page).toHaveURL(new RegExp(`/product/${product.urlHandle}\\?ref=newsletter$`));
  });

  test('with account down, the product page keeps working and offers the login page instead', async ({ page, shop }) => {
    const product = await aProduct(shop);
    shop.writeRegistry({ ...shop.defaultRegistry, account: 'http://localhost:4399/mf-manifest.json' });
    try {
      await page.goto(`/product/${product.urlHandle}`);
      await page.getByRole('button', { name: 'Sign in to write a review' }).click();
      await expect(page.getByRole('link', { name: 'Sign in on its own page' })).toHaveAttribute('href', `/login?callback=${encodeURIComponent(`/product/${product.urlHandle}`)}`);
      await expect(page.getByTestId('product-title')).toHaveText(product.title);
    } finally {
      shop.writeRegistry(shop.defaultRegistry);
    }
  });
});
