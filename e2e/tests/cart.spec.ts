import { aProduct, expect, expectBoundary, test, type Shop } from '../fixtures/shop';

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

  test("a guest's cart joins the account when this browser signs in; a stranger who learns its id gets nothing", async ({ page, shop }) => {
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(shop.apiUrl + path, { method, headers: { 'content-type': 'application/json', 'x-shop-id': '2022', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as { data: any };
    };
    const register = async (tag: string) => {
      const email = `cart-${tag}-${Date.now()}@axlebay.test`;
      const { data } = await call('POST', '/account/public/buyer/account/register', { email, password: 'Brake-pads 2024' });
      return { email, token: data.token as string };
    };
    // The account already holds two of one part (from another device).
    const owner = await register('owner');
    const held = await itemWithSku(shop, 'headlight');
    await call('POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: [{ itemId: held.id, skuId: held.skuId, itemCount: 2 }] }, { authorization: `Bearer ${owner.token}` });

    // As a guest, this browser adds one part; its cart id is what the API answered.
    const guestCartId = page.waitForResponse((r) => r.url().includes('/order/public/buyer/cart/v3') && r.request().method() !== 'GET').then(async (r) => (await r.json()).data.cartUUID as string);
    const part = await aProduct(shop, 'brake');
    await page.goto(`/product/${part.urlHandle}`);
    await page.getByTestId('product-buy').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    const uuid = await guestCartId;

    // Someone who learnt the id signs in elsewhere and sends it: their own (empty) cart, nothing absorbed.
    const stranger = await register('stranger');
    const theirs = await call('GET', `/order/public/buyer/cart/v3?cartUUID=${uuid}`, undefined, { authorization: `Bearer ${stranger.token}`, visitor_u_key: 'a-stranger-browser-key-0001' });
    expect(theirs.data.items).toEqual([]);
    await expect.poll(async () => (await call('GET', `/order/public/buyer/cart/v3?cartUUID=${uuid}`)).data.items.length).toBe(1);

    // The owner signs in with this browser: one cart of three.
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password').fill('Brake-pads 2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('header-account')).toHaveText('Account');
    await expect(page.getByTestId('header-cart-count')).toHaveText('3');
  });
});

async function itemWithSku(shop: Shop, keyword: string): Promise<{ id: number; skuId: number }> {
  const res = await fetch(`${shop.apiUrl}/search-pro/public/items/filter-search?keyword=${keyword}&size=24`, { headers: { 'x-shop-id': '2022' } });
  const body = (await res.json()) as { data: { list: Array<{ id: number; skuId: number; status: string; availableTotal: number }> } };
  const item = body.data.list.find((i) => i.status === 'ON_SHELVES' && i.availableTotal >= 5);
  if (!item) throw new Error(`no purchasable "${keyword}" part`);
  return item;
}
