import type { BrowserContext, Page } from '@playwright/test';
import { fillAddress, partsFor, payByCard } from '../fixtures/buying';
import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * Tracking (spec §7): what the shopper does reaches the data service through the page's one tracker,
 * read here from the tracking requests the pages make (beacons included) and the API's answers to them.
 */

interface Sent {
  name: string;
  eventId: string;
  at: number;
  pageType: string;
  path: string;
  sessionId: string;
  visitorKey: string;
  props: Record<string, string | number | boolean | null>;
}
interface Marketing {
  eventId: string;
  pageType: string;
  orderNo?: string;
  totalCent?: number;
}

/** Every tracking request of the context (all its pages and reloads), and what the API accepted. */
function trackingLog(context: BrowserContext) {
  const accepted = new Map<string, Sent>();
  const marketing = new Map<string, Marketing & { kind: string }>();
  let requests = 0;
  // Sent: every tracking request seen leaving (a page that navigates away right after never shows its answer).
  const sent = new Map<string, Sent>();
  context.on('request', (request) => {
    if (!request.url().includes('/data-service/')) return;
    requests += 1;
    if (request.url().endsWith('/event/track') && request.method() === 'POST') for (const event of JSON.parse(request.postData() ?? '{"events":[]}').events as Sent[]) sent.set(event.eventId, event);
  });
  context.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/data-service/') || response.request().method() !== 'POST') return;
    const body = JSON.parse(response.request().postData() ?? '{}');
    const answer = await response.json().catch(() => undefined);
    if (response.status() !== 200 || answer?.success !== true) return;
    if (url.endsWith('/event/track')) {
      if (answer.data?.received !== body.events.length) return;
      for (const event of body.events as Sent[]) accepted.set(event.eventId, event);
    } else marketing.set(body.eventId, { ...body, kind: url.split('/').pop()! });
  });
  return {
    /** Accepted behaviour events, once each (a retry repeats an id), in the order they happened. */
    events: () => [...accepted.values()].sort((a, b) => a.at - b.at),
    marketing: () => [...marketing.values()],
    sent: () => [...sent.values()],
    requests: () => requests,
  };
}

const label = (e: Sent) => (e.name === 'page_view' || e.name === 'checkout_step' ? `${e.name}:${e.name === 'page_view' ? e.pageType : e.props.step}` : e.name);

/** Whether `wanted` occur in `seen` in this order (other events may come between). */
function inOrder(seen: string[], wanted: string[]): boolean {
  let i = 0;
  for (const s of seen) if (s === wanted[i]) i += 1;
  return i === wanted.length;
}

/** How many web vitals of a page type and metric the API has stored (its report, served to this machine outside production). */
async function storedVitals(apiUrl: string, pageType: string, metric: string): Promise<number> {
  const res = await fetch(`${apiUrl}/data-service/public/inner/vitals`);
  const body = (await res.json()) as { data: { summary: Array<{ pageType: string; metric: string; count: number }> } };
  return body.data.summary.find((r) => r.pageType === pageType && r.metric === metric)?.count ?? 0;
}

const trackerPending = (page: Page) => page.evaluate((key) => (globalThis as any)[Symbol.for(key)]?.pending() ?? -1, 'axlebay.tracker');

test.describe('tracking', () => {
  test('search → product → add to cart → checkout → order: the events arrive in order, with the page types of the routes', async ({ page, context, shop }) => {
    const log = trackingLog(context);
    const noise: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /data-service|track/i.test(m.text()) && noise.push(m.text()));
    const [part] = await partsFor(shop, 2022, 1, 'brake');

    await page.goto(`/search?keyword=${encodeURIComponent(part!.title)}`);
    await expectBoundary(page, 'catalog');
    await page.locator('[data-testid="item-card"]').getByRole('link', { name: part!.title, exact: true }).first().click();
    await expect(page.getByTestId('product-title')).toHaveText(part!.title);
    await page.getByTestId('product-buy').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');

    await page.getByTestId('header-cart-count').click();
    await expect(page).toHaveURL(/\/shopCart$/);
    await page.getByRole('button', { name: 'Checkout' }).first().click();
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await page.getByLabel('Email', { exact: true }).fill(`tracked-${Date.now()}@axlebay.test`);
    await fillAddress(page, { first: 'Kim', last: 'Ortiz', line1: '1200 Market St', city: 'Wilmington', state: 'Delaware', postal: '19801', phone: '302-555-0142' }, { state: 'State', postal: 'ZIP code' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/orderResult\?orderNo=AXB\d+/);
    const orderNo = (await page.getByTestId('order-number').textContent())!;

    const journey = [
      'page_view:search',
      'page_view:product',
      'add_to_cart',
      'page_view:shopCart',
      'page_view:checkout',
      'checkout_step:information',
      'checkout_step:shipping',
      'checkout_step:payment',
      'order_placed',
      'page_view:orderResult',
    ];
    await expect.poll(() => inOrder(log.events().map(label), journey), { timeout: 15_000 }).toBe(true);
    const events = log.events();
    const search = events.find((e) => e.name === 'search')!;
    expect(search.props).toMatchObject({ keyword: part!.title });
    expect(search.props.resultCount).toBeGreaterThan(0);
    expect(events.findIndex((e) => e.name === 'search')).toBeLessThan(events.findIndex((e) => label(e) === 'page_view:product'));
    expect(events.find((e) => e.name === 'add_to_cart')!.props).toMatchObject({ itemId: part!.id, skuId: part!.skuId, quantity: 1, priceCent: part!.cent });
    expect(events.find((e) => e.name === 'order_placed')!.props).toMatchObject({ orderNo, itemCount: 1, currency: 'USD' });
    // One shopper, one browser session, 10-character ids.
    expect(new Set(events.map((e) => `${e.sessionId}|${e.visitorKey}`)).size).toBe(1);
    for (const e of events) expect(e.eventId).toMatch(/^[0-9a-z]{10}$/);

    // Marketing: a page load per page view, a conversion for the order with its amount.
    await expect.poll(() => log.marketing().find((m) => m.kind === 'conversion')?.orderNo, { timeout: 10_000 }).toBe(orderNo);
    const conversion = log.marketing().find((m) => m.kind === 'conversion')!;
    expect(conversion.totalCent).toBeGreaterThan(0);
    expect(log.marketing().filter((m) => m.kind === 'page-load').map((m) => m.pageType)).toEqual(expect.arrayContaining(['search', 'product', 'shopCart', 'checkout', 'orderResult']));
    expect(noise).toEqual([]);

    // What the API stored: a behaviour event a remote publishes here (a web vital, as the shell's web
    // vitals do; INP, which the page's own vitals report only when it is hidden after an interaction) lands in the API's table, read back through its web-vitals report.
    const storedBefore = await storedVitals(shop.apiUrl, 'orderResult', 'INP');
    await page.evaluate(() =>
      (window as any).__axlebay.bus.publish('track', { name: 'web_vital', props: { metric: 'INP', value: 321, rating: 'needs-improvement', element: 'button', inputDelay: 20, processing: 250, presentation: 51 } }, 'e2e'),
    );
    await expect.poll(() => storedVitals(shop.apiUrl, 'orderResult', 'INP'), { timeout: 10_000 }).toBe(storedBefore + 1);
  });

  test('an offline spell loses no event: kept while offline (a reload too), sent once back online', async ({ page, context, shop }) => {
    const log = trackingLog(context);
    await page.goto('/search?keyword=brake');
    await expectBoundary(page, 'catalog');
    await expect.poll(() => log.events().some((e) => label(e) === 'page_view:search'), { timeout: 15_000 }).toBe(true);
    const storedBefore = await storedVitals(shop.apiUrl, 'search', 'INP');

    await context.setOffline(true);
    const before = log.requests();
    // A remote's behaviour event, published on the bus as any remote does (a web vital: the API's
    // report then says whether it was stored), and the shopper scrolling.
    await page.evaluate(() =>
      (window as any).__axlebay.bus.publish('track', { name: 'web_vital', props: { metric: 'INP', value: 96, rating: 'good', element: 'a', inputDelay: 8, processing: 40, presentation: 48 } }, 'e2e'),
    );
    await page.mouse.wheel(0, 800);
    await expect.poll(() => trackerPending(page)).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(3_000); // longer than the 2.5 s retry: still nothing may be sent
    expect(log.requests()).toBe(before);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('axlebay.tracking.queue') ?? '[]').map((i: any) => i.event.name))).toEqual(expect.arrayContaining(['web_vital', 'scroll']));
    // Leaving while offline: what is pending (the exposure batch too) stays stored for the next load.
    await page.reload().catch(() => undefined);
    expect(log.requests()).toBe(before);

    await context.setOffline(false);
    await page.goto('/search?keyword=brake');
    // The web vital published offline is in the API's table (whichever request carried it: a beacon
    // of a page that left is never answered where the test can see it), and the exposure batch left too.
    await expect.poll(() => log.sent().some((e) => e.name === 'exposure'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => storedVitals(shop.apiUrl, 'search', 'INP'), { timeout: 10_000 }).toBe(storedBefore + 1);
  });
});
