import { expect, expectBoundary, test } from '../fixtures/shop';

test.describe('cart page', () => {
  test('a product added from its page → /shopCart with its line and the API quote → quantity, remove and undo keep the header count right', async ({ page }) => {
    await page.goto('/search?keyword=brake&allVehicles=1');
    const card = page.locator('[data-testid="item-card"]').first();
    await expect(card).toBeVisible();
    await card.getByRole('link').first().click();
    await expectBoundary(page, 'catalog');
    await expect(page.getByTestId('product-title')).toBeVisible();
    // The cart line links to the same product page.
    const productPath = new URL(page.url()).pathname;
    const lineOf = () => page.getByTestId('cart-line').filter({ has: page.locator(`a[href="${productPath}"]`) });
    const add = page.getByTestId('product-buy').getByTestId('add-to-cart');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');

    await page.getByTestId('header-cart').click();
    await expectBoundary(page, 'cart-checkout');
    const line = lineOf();
    await expect(line).toBeVisible();
    // The totals come from the API's calculator.
    await expect(page.getByTestId('summary-total')).toHaveText(/^\$\d/);
    await expect(page.getByTestId('delivery-window')).toHaveText(/^Est\.Delivery /);

    await line.getByRole('button', { name: /one more$/ }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await expect(line.getByTestId('line-quantity')).toHaveValue('2');

    await line.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByTestId('undo-bar').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await expect(lineOf().getByTestId('line-quantity')).toHaveValue('2');

    // Spec §2: a reload of /shopCart reads the cart once, from the page.
    await page.reload();
    await expectBoundary(page, 'cart-checkout');
    await expect(lineOf()).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
  });
});
