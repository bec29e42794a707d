import type { Page } from '@playwright/test';
import { PASSWORD, signIn, uniqueEmail } from '../fixtures/accounts';
import { watchHydration } from '../fixtures/hydration';
import { expect, test, type Shop } from '../fixtures/shop';

/**
 * Written reviews through the real path: a buyer orders and pays in the browser, the carrier's
 * delivery report reaches the API's fulfilment feed, and the buyer reviews the part on its page.
 */

/** The development secret of the fulfilment feed (AXLEBAY_FULFILMENT_SECRET is not set in the suite). */
const FULFILMENT_SECRET = 'axlebay-development-fulfilment-secret';

/** A 1×1 PNG: a real image for the photo upload. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Part {
  id: number;
  skuId: number;
  urlHandle: string;
  title: string;
}

async function api<T = any>(shop: Shop, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(shop.apiUrl + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-shop-id': '2022', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T };
  if (!json.success) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** An in-stock part with its own page, not yet reviewed by anyone of this run (each test takes its own). */
async function partToReview(shop: Shop, keyword: string): Promise<Part> {
  const data = await api<{ list: Array<Part & { status: string; availableTotal: number; discountPrice: { cent: number } }> }>(
    shop,
    'GET',
    `/search-pro/public/items/filter-search?keyword=${keyword}&size=48&sort=BEST_SELLING`,
  );
  const part = data.list.find((i) => i.status === 'ON_SHELVES' && i.availableTotal >= 10 && i.discountPrice.cent < 20000);
  if (!part) throw new Error(`no purchasable part for "${keyword}"`);
  return { id: part.id, skuId: part.skuId, urlHandle: part.urlHandle, title: part.title };
}

/** A new account with a saved address and `part` in its cart; signs in on /login and lands on the cart. */
async function buyerWithCart(page: Page, shop: Shop, part: Part) {
  const email = uniqueEmail('review');
  const { token } = await api<{ token: string }>(shop, 'POST', '/account/public/buyer/account/register', { email, password: PASSWORD, firstName: 'Rosa', lastName: 'Mendez' });
  await api(shop, 'POST', '/account/buyer/current/address', { firstName: 'Rosa', lastName: 'Mendez', phone: '(512) 555-0148', country: 'US', state: 'TX', city: 'Austin', address1: '500 E Cesar Chavez St', postalCode: '78701' }, token);
  await api(shop, 'POST', '/order/public/buyer/cart/v3', { action: 'UPDATE', items: [{ itemId: part.id, skuId: part.skuId, itemCount: 1 }] }, token);
  await page.goto('/login?callback=%2FshopCart');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/shopCart$/);
  return { email, token };
}

/** Checkout with the saved address and the test card; the paid order's number. */
async function payByCard(page: Page): Promise<string> {
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Checkout' }).first().click();
  await expect(page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /500 E Cesar Chavez St/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: /^Credit or debit card \(Stripe\)/ }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderNo')!;
}

async function reportDelivered(shop: Shop, orderNo: string) {
  const res = await fetch(`${shop.apiUrl}/order/public/inner/fulfilment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fulfilment-secret': FULFILMENT_SECRET },
    body: JSON.stringify({ orderNo, event: 'DELIVERED' }),
  });
  expect(res.status).toBe(200);
}

test.describe('writing a review', () => {
  // A whole purchase (sign-in, checkout, card) comes before the review.
  test.setTimeout(90_000);

  test('a buyer reviews a delivered part on its page: stars by keyboard, HTML shown as text, the count updated in place', async ({ page, shop }) => {
    const part = await partToReview(shop, 'brake');
    await buyerWithCart(page, shop, part);
    const orderNo = await payByCard(page);
    await reportDelivered(shop, orderNo);

    // The order detail page links to `<product URL>#write-review`: the section comes into view. The
    // server drew the page signed out; the signed-in part comes after hydration, without a mismatch.
    const hydration = watchHydration(page);
    await page.goto(`/product/${part.urlHandle}#write-review`);
    await expect(page.locator('[data-server-area]')).toHaveCount(1);
    const section = page.getByTestId('write-review');
    const form = section.getByTestId('review-form');
    await expect(form).toBeVisible();
    await expect(section).toBeInViewport();
    expect(hydration).toEqual([]);
    const summary = page.getByTestId('product-reviews').getByTestId('rating-summary');
    const before = Number(await summary.getAttribute('data-count'));

    // The empty form says what is missing.
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(form.getByText('Please enter a title')).toBeVisible();

    // The stars are a radio group: the arrow keys choose.
    await form.getByRole('radio', { name: '1 star, Poor' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();

    const title = 'Fits like factory <b>really</b>';
    const text = 'Swapped these in on a Saturday. <script>alert("x")</script> & no rubbing at all.';
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill(text);
    await expect(form.getByText(`${[...text].length} / 2,000 characters`)).toBeVisible();
    // A photo: a real PNG, uploaded as it is chosen, previewed, and served by the API once the review holds it.
    await form.getByTestId('review-photo-input').setInputFiles({ name: 'installed.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await expect(form.getByRole('img', { name: 'Your photo 1: installed.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit review' }).click();

    await expect(section.getByText('Thanks for your review!')).toBeVisible();
    // Without a reload: the count above and the list take the new review, its markup as plain characters.
    await expect(summary).toHaveAttribute('data-count', String(before + 1));
    const newest = page.getByTestId('product-reviews').getByTestId('review-list').first().getByTestId('review').first();
    await expect(newest.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(newest).toContainText(text);
    await expect(newest).toContainText('Verified purchase');
    await expect(newest).toContainText('Rosa M.');
    await expect(page.locator('[data-testid="product-reviews"] b')).toHaveCount(0);
    const photo = newest.getByRole('img', { name: 'Photo 1 of 1 from Rosa M.' });
    await expect(photo).toHaveAttribute('src', /\/item\/public\/buyer\/review\/photo\/[0-9a-f-]{36}$/);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(page.getByTestId('product-rating')).toContainText(`${before + 1} review`);

    // After a reload the part says it is reviewed, and the reviews page lists it too.
    await page.reload();
    await expect(section.getByTestId('review-already-written')).toContainText('You reviewed this part on');
    await page.goto(`/reviews?itemId=${part.id}&urlHandle=${part.urlHandle}`);
    await expect(page.getByTestId('reviews').getByTestId('rating-summary')).toHaveAttribute('data-count', String(before + 1));
    await expect(page.getByTestId('reviews').getByTestId('review').first()).toContainText(title);
  });

  test('a shopper is asked to sign in, and a buyer without a delivered order is told they can review after delivery', async ({ page, shop }) => {
    const part = await partToReview(shop, 'headlight');
    await page.goto(`/product/${part.urlHandle}#write-review`);
    const section = page.getByTestId('write-review');
    await expect(section.getByRole('button', { name: 'Sign in to write a review' })).toBeVisible();
    await expect(section).toBeInViewport();

    // Paid, not delivered yet.
    await buyerWithCart(page, shop, part);
    await payByCard(page);
    await page.goto(`/product/${part.urlHandle}#write-review`);
    await expect(section.getByTestId('review-after-delivery')).toHaveText(/You can review this part after delivery/);
    await expect(section.getByTestId('review-form')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Sign in to write a review' })).toHaveCount(0);
  });
});
