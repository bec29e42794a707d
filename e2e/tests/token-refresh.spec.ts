import { expect, test } from '../fixtures/shop';
import { registerAccount, signIn } from '../fixtures/accounts';

const REFRESH_PATH = '/account/public/buyer/token/refresh';

test.describe('short-lived bearer token, refresh token out of script reach', () => {
  test('sign in → no script sees the refresh token → token cookie gone, reload: still signed in → sign out: refresh no longer works', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'refresh');
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(page.getByTestId('member-points')).toHaveText('100 points');

    const cookies = await page.context().cookies();
    const refresh = cookies.find((c) => c.name === 'axlebay_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH, domain: new URL(shop.apiUrl).hostname });
    const access = cookies.find((c) => c.name === 'axlebay_token')!;
    // The bearer token's cookie lasts the API's validity (15 minutes), not 30 days.
    expect(access.expires * 1000 - Date.now()).toBeLessThanOrEqual(900_000);
    expect(access.expires * 1000 - Date.now()).toBeGreaterThan(0);
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).toContain('axlebay_signed_in=1');
    expect(scriptCookies).not.toContain('axlebay_refresh');
    expect(scriptCookies).not.toContain(refresh!.value);

    // The bearer token's cookie ran out (as it does after 15 minutes); the shopper comes back.
    await page.context().clearCookies({ name: 'axlebay_token' });
    const refreshed = page.waitForResponse((r) => r.url().endsWith(REFRESH_PATH) && r.request().method() === 'POST');
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await expect(page.getByTestId('member-points')).toHaveText('100 points');
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'axlebay_token')?.value).toBeTruthy();
    const rotated = after.find((c) => c.name === 'axlebay_refresh')!;
    expect(rotated.value).not.toBe(refresh!.value);

    const logout = page.waitForResponse((r) => r.url().endsWith('/account/buyer/account/logout'));
    await page.getByTestId('header-sign-out').click();
    expect((await logout).status()).toBe(200);
    await expect(page.getByTestId('header-account')).toHaveText('Sign in');
    const signedOut = await page.context().cookies();
    expect(signedOut.map((c) => c.name)).not.toEqual(expect.arrayContaining(['axlebay_refresh']));
    expect(signedOut.map((c) => c.name)).not.toEqual(expect.arrayContaining(['axlebay_signed_in']));
    // Even a copy of the last refresh token is dead on the server.
    const res = await fetch(`${shop.apiUrl}${REFRESH_PATH}`, { method: 'POST', headers: { cookie: `axlebay_refresh=${rotated.value}` } });
    expect(res.status).toBe(401);
  });
});
