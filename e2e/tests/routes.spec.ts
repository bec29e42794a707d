import { expect, expectBoundary, test } from '../fixtures/shop';

// One route of every remote, reached by deep link (the server answers every path with the shell).
const ROUTE_OF_EACH_REMOTE: Array<[string, string, string]> = [
  ['/', 'catalog', 'Aftermarket auto parts that fit'],
  ['/myGarage', 'vehicle', 'My garage'],
  ['/shopCart', 'cart-checkout', 'Shopping cart'],
  ['/login', 'account', 'Sign in'],
  ['/about', 'content', 'About us'],
];

test.describe('routes', () => {
  for (const [path, remote, heading] of ROUTE_OF_EACH_REMOTE) {
    test(`${path} is rendered by ${remote}`, async ({ page }) => {
      await page.goto(path);
      await expectBoundary(page, remote);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('deep link and reload keep a category page with its vehicle params', async ({ page }) => {
    await page.goto('/headlights/toyota/corolla/2018');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2018 Toyota Corolla Headlights');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2018 Toyota Corolla Headlights');
    await expect(page).toHaveTitle('2018 Toyota Corolla Headlights | Axlebay');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/headlights\/toyota\/corolla\/2018$/);
  });

  test('client-side navigation moves between remotes without a reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('link', { name: 'Help center' }).click();
    await expectBoundary(page, 'content');
    await page.getByRole('link', { name: /Cart/ }).click();
    await expectBoundary(page, 'cart-checkout');
    await page.goBack();
    await expectBoundary(page, 'content');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('unknown paths and unknown categories render the 404 page at the same URL', async ({ page }) => {
    await page.goto('/no/such/page/at/all');
    await expectBoundary(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await page.goto('/not-a-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    expect(new URL(page.url()).pathname).toBe('/not-a-category');
  });

  test('a protected page without a session redirects to /login with the callback', async ({ page }) => {
    await page.goto('/myAccount/orderHistory?page=2');
    await expect(page).toHaveURL(/\/login\?callback=%2FmyAccount%2ForderHistory%3Fpage%3D2$/);
    await expectBoundary(page, 'account');
    await expect(page.getByText('Sign in to continue where you left off.')).toBeVisible();
  });

  test('/home-mobile renders home and the Canada host is noindex with CAD', async ({ page, shop }) => {
    await page.goto('/home-mobile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aftermarket auto parts that fit');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto(shop.shopUrl.replace('//localhost', '//ca.localhost') + '/');
    await expectBoundary(page, 'catalog');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.getByRole('contentinfo')).toContainText('Prices in CAD');
  });
});

test.describe('shell and commerce API', () => {
  test("the announcement comes from the market's content (ANNOUNCEMENT entries)", async ({ page, shop }) => {
    await page.goto('/');
    await expect(page.getByTestId('announcement')).toHaveText('Free shipping on orders over $79 · 90-day returns');
    await page.goto(shop.shopUrl.replace('//localhost', '//ca.localhost') + '/about');
    await expect(page.getByTestId('announcement')).toHaveText('Free shipping across Canada on orders over CA$99 · 90-day returns');
  });
});
