import { expect, expectBoundary, test } from '../fixtures/shop';
import { uniqueEmail } from '../fixtures/accounts';

/**
 * The help centre (spec §2 /help, /help/faq, /help/feedback) and /about in a real browser against
 * the real API: FAQ deep links, search, the feedback round trip, the market's company address.
 */

test.describe('FAQ', () => {
  test('a deep link opens the question, scrolls to it and focuses it', async ({ page }) => {
    await page.goto('/help/faq#refund-time');
    await expectBoundary(page, 'content');
    const question = page.locator('details#refund-time');
    await expect(question).toHaveAttribute('open', '');
    const summary = question.locator('summary');
    await expect(summary).toHaveText('When will I get my refund?');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(question).toContainText('We refund within 2 business days');
    // Others stay closed; a click opens one (the disclosure is the browser's own).
    await expect(page.locator('details#free-shipping')).not.toHaveAttribute('open', '');
    await page.getByText('Is shipping free?').click();
    await expect(page.locator('details#free-shipping')).toContainText('free on orders over $79');
  });

  test('the first HTML holds every question and the FAQPage JSON-LD', async ({ request }) => {
    const html = await (await request.get('/help/faq', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })).text();
    expect(html).toContain('id="return-policy"');
    expect(html).toContain('What is your return policy?');
    expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>[^<]*"@type":"FAQPage"/);
  });
});

test.describe('help centre search', () => {
  test('finds a question as the shopper types, announces the count, and leads to the answer', async ({ page }) => {
    await page.goto('/help');
    await expectBoundary(page, 'content');
    await expect(page.getByTestId('help-topics').getByRole('heading', { name: 'Returns & refunds' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Your question or a few words' }).pressSequentially('track my ord', { delay: 30 });
    const summary = page.getByTestId('help-search-summary');
    await expect(summary).toHaveText(/^\d+ questions? found for “track my ord”\.$/);
    await expect(summary).toHaveAttribute('role', 'status');
    const first = page.getByRole('list', { name: 'Questions matching track my ord' }).getByRole('link').first();
    await expect(first).toHaveText('How do I track my order?');
    await first.click();
    await expect(page).toHaveURL(/\/help\/faq#track-order$/);
    await expect(page.locator('details#track-order')).toHaveAttribute('open', '');
    await expect(page.locator('details#track-order summary')).toBeFocused();
  });

  test('without scripts the search is a GET form answered on the server', async ({ browser, shop }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.shopUrl });
    try {
      const page = await context.newPage();
      await page.goto('/help');
      await page.getByRole('searchbox', { name: 'Your question or a few words' }).fill('refund');
      await page.getByRole('button', { name: 'Search questions' }).click();
      await expect(page).toHaveURL(/\/help\?keyword=refund$/);
      await expect(page.getByTestId('help-search-summary')).toHaveText(/^\d+ questions found for “refund”\.$/);
      await expect(page.getByRole('list', { name: 'Questions matching refund' }).getByRole('link').first()).toHaveText('When will I get my refund?');
    } finally {
      await context.close();
    }
  });
});

test.describe('feedback', () => {
  test('an invalid message shows the field errors; a valid one is stored and thanked', async ({ page, shop }) => {
    await page.goto('/help/feedback');
    await expectBoundary(page, 'content');
    const form = page.getByRole('form', { name: 'Send feedback to Axlebay support' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please choose a topic')).toBeVisible();
    await expect(form.getByText('Please enter Email')).toBeVisible();
    await expect(form.getByText('Please enter Message')).toBeVisible();
    await expect(form.getByLabel('Topic')).toBeFocused();

    const email = uniqueEmail('feedback');
    await form.getByLabel('Topic').selectOption('FITMENT');
    await form.getByLabel('Email', { exact: false }).fill(email);
    await form.getByLabel('Message', { exact: false }).fill('Do the rear ceramic pads fit a 2019 Honda Civic EX with the 1.5 L turbo?');
    // The browser cannot tell an order number; the server can, and its message lands on the field.
    await form.getByLabel('Order number (optional)', { exact: false }).fill('12345');
    await form.getByRole('button', { name: 'Send message' }).click();
    const orderNo = form.getByLabel('Order number (optional)', { exact: false });
    await expect(form.getByText('Order number is not valid: it looks like AXB00012345')).toBeVisible();
    await expect(orderNo).toHaveAttribute('aria-invalid', 'true');
    await expect(orderNo).toBeFocused();

    await orderNo.fill('');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Thank you! Your message is with our support team.');
    const stored = await shop.apiLogEntry('help feedback email', (e) => e.email === email);
    expect(stored).toMatchObject({ topic: 'FITMENT', feedbackId: expect.any(Number) });
  });
});

test.describe('about', () => {
  test("shows the market's company address, phone and emails from the shop settings", async ({ page, shop }) => {
    await page.goto('/about');
    await expectBoundary(page, 'content');
    await expect(page.getByTestId('company-address')).toHaveText('1200 Market St, Wilmington, DE 19801, USA');
    const card = page.getByTestId('contact-details');
    await expect(card.getByRole('link', { name: '+1 (302) 555-0142' })).toHaveAttribute('href', 'tel:+13025550142');
    await expect(card.getByRole('link', { name: 'support@axlebay.example' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'partners@axlebay.example' })).toBeVisible();
    // The footer carries the same contact, rendered on the server with the frame.
    await expect(page.getByTestId('footer-contact')).toContainText('1200 Market St, Wilmington, DE 19801, USA');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Axlebay on YouTube' })).toHaveAttribute('rel', 'noopener');

    await page.goto(shop.shopUrl.replace('//localhost', '//ca.localhost') + '/about');
    await expect(page.getByTestId('company-address')).toHaveText('200 Bay St, Toronto, ON M5J 2J2, Canada');
    await expect(page.getByTestId('contact-details').getByRole('heading', { name: 'Axlebay Canada' })).toBeVisible();
    await expect(page.getByTestId('footer-contact')).toContainText('+1 (416) 555-0142');
  });
});
