import type { Page } from '@playwright/test';
import { aProduct, expect, test } from '../fixtures/shop';

/**
 * Phones and keyboards (spec §9 breakpoints): no page scrolls sideways at 320 px, wide tables scroll
 * inside a focusable region instead, the product page keeps price and Add to cart at hand, the vehicle
 * dialog fits; the header's category menu works with the keyboard; a card's picture leads to its product.
 * One browser page walks the routes (lean on suite time).
 */

async function live(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-route-live]')).toHaveCount(1);
}

/** The document's width against the screen's, and the first elements that reach past it (for the failure message). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const view = window.innerWidth;
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > view + 0.5 && !el.parentElement?.closest('[data-past]') && el.setAttribute('data-past', '') === undefined)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ${Math.round(el.getBoundingClientRect().right)}`);
    return { scroll: document.documentElement.scrollWidth, view, past };
  });

test('at 320 px no page scrolls sideways; tables, the buy bar and the vehicle dialog fit the phone', async ({ page, shop }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const item = await aProduct(shop);
  const routes = [
    '/',
    '/search?keyword=brake',
    '/lighting',
    `/product/${item.urlHandle}`,
    '/categories',
    '/brands',
    '/myGarage',
    '/shopCart',
    '/login',
    '/createAccount',
    '/order/track',
    '/about',
    '/help/faq',
    '/blogs',
    '/featured/tpms-sensors',
    '/ugc-awards',
    '/campaign/black-friday-cyber-monday-unbeatable-offer',
  ];
  const wide: string[] = [];
  for (const path of routes) {
    await live(page, path);
    await page.waitForLoadState('networkidle');
    const { scroll, view, past } = await overflow(page);
    if (scroll > view) wide.push(`${path}: ${scroll} > ${view} (${past.join(', ')})`);
  }
  expect(wide).toEqual([]);

  // Product page: the buy block is below the first screen, so the bar offers price and Add to cart.
  await live(page, `/product/${item.urlHandle}`);
  const bar = page.getByTestId('sticky-buy-bar');
  await expect(bar).toHaveAttribute('data-shown', 'true');
  await expect(bar.getByRole('button', { name: /^Add to cart ?: / })).toBeVisible();
  await page.getByTestId('product-buy').scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute('data-shown', 'false');
  await expect(bar).toBeHidden();
  // The fitment table scrolls inside its region, which the keyboard reaches and scrolls.
  const region = page.getByRole('region', { name: 'Vehicles this part fits' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // The vehicle dialog: VIN Decode stays inside it.
  await live(page, '/search?keyword=brake');
  await page.getByTestId('fit-badge').first().getByRole('button').click();
  const dialog = page.getByTestId('vehicle-dialog');
  await expect(dialog).toBeVisible();
  const decode = dialog.getByRole('button', { name: /Decode/ });
  const [box, button] = [await dialog.boundingBox(), await decode.boundingBox()];
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width);
});

test('the category menu with the keyboard, and a card picture that leads to its product', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await live(page, '/search?keyword=brake');
  const summary = page.locator('[data-testid="category-menu"] > summary');
  const menu = page.getByRole('navigation', { name: 'Categories', exact: true });
  await expect(menu).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const firstDepartment = menu.getByRole('link').first();
  await page.keyboard.press('Tab');
  await expect(firstDepartment).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(summary).toBeFocused();
  await summary.press('Enter');
  const href = await firstDepartment.getAttribute('href');
  await firstDepartment.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(menu).toBeHidden();

  await live(page, '/search?keyword=brake');
  const card = page.getByTestId('item-card').first();
  const product = await card.getByRole('link').getAttribute('href');
  // A real pointer on the picture (the title's stretched link covers it: that is the point).
  const picture = (await card.locator('img, .no-image').first().boundingBox())!;
  await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
  await expect(page).toHaveURL(new RegExp(`${product}$`));
});
