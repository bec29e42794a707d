import type { Locator, Page } from '@playwright/test';
import { pickVehicle, stateWritten } from '../support/vehicle';
import { expect, test } from '../fixtures/shop';

/** Add to cart's name: the words on the button, then the part (the hidden part may be read after a space). */
const addToCartName = (title: string) => new RegExp(`^Add to cart ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** What has the keyboard focus: tag, test id, text (enough to say where the shopper is). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase() ?? '', testId: el?.dataset.testid ?? '', text: (el?.textContent ?? '').trim().slice(0, 80), inCard: Boolean(el?.closest('[data-testid="item-card"]')) };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`the focus never reached ${target} in ${max} presses; last on ${JSON.stringify(await focused(page))}`);
}

/** After a route change the focus is on the new page's h1 and the title was announced once. */
async function expectNewPage(page: Page, heading: RegExp | string) {
  const h1 = page.locator('#main h1');
  await expect(h1).toBeFocused();
  await expect(h1).toHaveText(heading);
  const title = await page.title();
  await expect(page.locator('#axlebay-announcer')).toHaveText(title);
}

/** A page load, then the skip link (the first Tab stop) past the header: the focus is on main. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await expect(page.getByTestId('skip-link')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
}

test.describe('keyboard only', () => {
  test('vehicle, search, a result, add to cart, checkout: the focus is always where the shopper is', async ({ page }) => {
    // Five pages and three reloads, one key at a time: ~25 s on a quiet machine, more beside the other lane.
    test.setTimeout(75_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');

    // The vehicle: header chip → dialog → back on the chip with the vehicle named.
    const chip = page.getByTestId('header-vehicle');
    // The chip is vehicle's exposed module, loaded after the page: wait for it before tabbing (a loaded
    // machine could tab past the header before it was there).
    await expect(chip).toBeVisible();
    await tabTo(page, chip);
    // Tabbing into the search on the way shows no suggestion panel.
    await expect(page.locator('[role="listbox"]:visible')).toHaveCount(0);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('vehicle-dialog');
    await expect(dialog.getByRole('combobox', { name: /^Year/ })).toBeFocused();
    // "Manage my garage" is readable: its colour is not the dialog's white background.
    const manage = dialog.getByRole('link', { name: 'Manage my garage' });
    expect(await manage.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(255, 255, 255)');
    await pickVehicle(page, dialog, '2018', 'Toyota', 'Corolla');
    await expect(dialog).toBeHidden();
    await expect(chip).toBeFocused();
    await expect(chip).toHaveText('2018 Toyota Corolla');

    // Search: the header box takes typing, Enter searches, the results page's heading has the focus.
    await tabTo(page, page.getByTestId('header-search-input'));
    await page.keyboard.type('brake');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?keyword=brake/);
    await expectNewPage(page, /brake/i);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    // The fit badges are not live regions each (one announcer for the page).
    await expect(page.getByTestId('fit-badge').first()).toBeVisible();
    expect(await page.locator('[data-testid="fit-badge"][aria-live], [data-testid="fit-badge"] [aria-live]').count()).toBe(0);

    // From a page load: Tabs to the first result.
    await stateWritten(page);
    await page.reload();
    await skipToMain(page);
    const firstResult = page.getByTestId('item-card').first().getByRole('link').first();
    const tabsToFirstResult = 1 + (await tabTo(page, firstResult));
    // On to the first part that can be bought; its button says which part it adds.
    const buyable = page.getByTestId('item-card').filter({ has: page.getByTestId('add-to-cart') }).first();
    const link = buyable.getByRole('link').first();
    if (!(await link.evaluate((el) => el === document.activeElement))) await tabTo(page, link);
    const title = (await link.textContent())!.trim();
    await expect(buyable.getByTestId('add-to-cart')).toHaveAccessibleName(addToCartName(title));

    // Open it: the product page's heading has the focus.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
    await expectNewPage(page, title);

    // From a page load: Tabs to Add to cart; adding keeps the focus there and the toast names the part
    // without covering the cart count.
    await page.reload();
    await skipToMain(page);
    const add = page.getByTestId('product-buy').getByTestId('add-to-cart');
    const tabsToAddToCart = 1 + (await tabTo(page, add));
    await expect(add).toHaveAccessibleName(addToCartName(title));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await expect(add).toBeFocused();
    const toast = page.getByTestId('notifications').locator('> *').filter({ hasText: 'Added to cart' });
    await expect(toast).toContainText(title);
    const [toastBox, countBox] = [await toast.boundingBox(), await page.getByTestId('header-cart-count').boundingBox()];
    expect(toastBox!.y).toBeGreaterThanOrEqual(countBox!.y + countBox!.height);

    // Back up to the header's cart, then Checkout.
    await tabTo(page, page.getByTestId('header-cart'), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shopCart/);
    await expectNewPage(page, /cart/i);
    await tabTo(page, page.getByTestId('checkout-button'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/information/);
    await expect(page.locator('#main h1')).toBeFocused();

    console.log(`Keyboard journey: ${tabsToFirstResult} Tab presses from page load to the first result, ${tabsToAddToCart} to Add to cart (each after the skip link and its Enter).`);
  });
});
