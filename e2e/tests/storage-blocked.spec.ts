import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * A browser that refuses site storage (a setting, some private modes, a sandboxed frame): reading
 * localStorage, sessionStorage or indexedDB throws. The shop still works; nothing is kept across reloads.
 */
test('the shop works when the browser blocks localStorage, sessionStorage and IndexedDB', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage', 'indexedDB']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/');
  await expectBoundary(page, 'catalog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Search parts' }).fill('headlight');
  await page.getByRole('combobox', { name: 'Search parts' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=headlight/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/headlight/i);
  expect(errors).toEqual([]);
});
