import type { Page, Request } from '@playwright/test';
import { pickVehicle, stateWritten } from '../support/vehicle';
import { expect, test } from '../fixtures/shop';

const FIT_STATUS = '/item/public/buyer/item/fit-status/list';

/** Every request the page sends to the commerce API, by path (query left out), from now on. */
function recordApiCalls(page: Page, apiUrl: string): { calls: string[]; to(path: string): Request[] } {
  const apiPort = new URL(apiUrl).port;
  const calls: string[] = [];
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port !== apiPort || request.method() === 'OPTIONS') return;
    calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    requests.push(request);
  });
  return { calls, to: (path) => requests.filter((r) => new URL(r.url()).pathname === path) };
}

/** Lets late requests show up before counting (a badge that mounts late would ask again). */
const settle = (page: Page) => page.waitForTimeout(1_000);

test.describe('API calls per page', () => {
  test('a search page of 24 cards asks the fit statuses in one batch, and after the vehicle changes in one batch per new set of cards, never per card (spec §4 Fit status)', async ({ page, shop }) => {
    await page.goto('/myGarage');
    await pickVehicle(page, page.locator('[data-boundary="vehicle"][data-route]'), '2018', 'Toyota', 'Corolla');
    await expect(page.getByTestId('header-vehicle')).toHaveText('2018 Toyota Corolla');
    await stateWritten(page);

    const api = recordApiCalls(page, shop.apiUrl);
    // The server renders the results without the shopper's vehicle (only the browser knows it), so the
    // browser asks for them again, ranked for it. A slow answer must not split the badges' call in two:
    // one for the server's cards, one for the new ones.
    await page.route('**/search-pro/public/items/filter-search?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/search?keyword=brake&allVehicles=1');
    await expect(page.getByTestId('item-card')).toHaveCount(24);
    await expect(page.getByTestId('result-count')).not.toHaveText('Loading results…');
    await expect(page.getByTestId('fit-badge')).toHaveCount(24);
    await expect(page.locator('[data-testid="fit-badge"][data-status="LOADING"]')).toHaveCount(0);
    await settle(page);
    const first = api.to(FIT_STATUS);
    console.log(`fit-status calls on /search with a vehicle: ${first.length}`);
    expect(first).toHaveLength(1);
    expect(new URL(first[0]!.url()).searchParams.get('itemIds')!.split(',')).toHaveLength(24);

    // Another vehicle from a badge's action: every badge follows, with one more call.
    await page.getByTestId('fit-badge').first().getByRole('button').click();
    const dialog = page.getByTestId('vehicle-dialog');
    await pickVehicle(page, dialog, '2015', 'Honda', 'Civic');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('fit-badge').first()).toContainText('2015 Honda Civic');
    await expect(page.locator('[data-testid="fit-badge"][data-status="LOADING"]')).toHaveCount(0);
    await settle(page);
    const after = api.to(FIT_STATUS).slice(first.length);
    console.log(`fit-status calls after the vehicle changed: ${after.length}`);
    // One batch for the cards on screen; the results ranked for the new vehicle may bring in a few
    // cards, asked in one more batch. Never a call per card, never an item asked twice.
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(after.length).toBeLessThanOrEqual(2);
    const asked = after.flatMap((r) => new URL(r.url()).searchParams.get('itemIds')!.split(','));
    expect(new Set(asked).size).toBe(asked.length);
    expect(new Set(after.map((r) => new URL(r.url()).searchParams.get('attributeValueId'))).size).toBe(1);
    expect(new URL(after[0]!.url()).searchParams.get('itemIds')!.split(',')).toHaveLength(24);
  });

  test('with the vehicle remote stopped the badge slots stay empty at their height and the results work', async ({ page, shop }) => {
    await shop.stop('vehicle');
    try {
      const api = recordApiCalls(page, shop.apiUrl);
      await page.goto('/search?keyword=brake&allVehicles=1');
      await expect(page.getByTestId('item-card')).toHaveCount(24);
      await settle(page);
      await expect(page.getByTestId('fit-badge')).toHaveCount(0);
      const heights = await page.getByTestId('fit-badge-slot').evaluateAll((slots) => slots.map((s) => [s.childElementCount, s.getBoundingClientRect().height]));
      expect(heights).toHaveLength(24);
      for (const [children, height] of heights) {
        expect(children).toBe(0);
        expect(height).toBeGreaterThanOrEqual(44);
      }
      expect(api.to(FIT_STATUS)).toHaveLength(0);
      await expect(page.getByTestId('item-card').first().getByTestId('add-to-cart')).toBeVisible();
    } finally {
      await shop.start('vehicle');
    }
  });

  test('/makes loads its make list in one call, on the server, and the browser does not ask again', async ({ page, shop }) => {
    const api = recordApiCalls(page, shop.apiUrl);
    await page.goto('/makes');
    await expect(page.getByTestId('make-directory')).toBeVisible();
    await settle(page);
    console.log(`API calls on /makes (${api.calls.length}):\n  ${api.calls.join('\n  ')}`);
    // The page arrives composed: its one make list was loaded by the server and handed over with the HTML.
    const taxonomy = api.calls.filter((c) => c.includes('car-model'));
    expect(taxonomy).toEqual([]);
    const html = await (await page.request.get('/makes')).text();
    expect(html).toContain('"2022|makes|/makes"');

    // The same makes as the years' make lists joined (what the page was built from before).
    const choices = async (query: string) => {
      const res = await fetch(`${shop.apiUrl}/item/public/attr/value/child/car-model?${query}`, { headers: { 'x-shop-id': '2022' } });
      return ((await res.json()) as { data: Array<{ id: number; value: string }> }).data;
    };
    const years = await choices('level=1');
    const perYear = await Promise.all(years.map((y) => choices(`parentId=${y.id}`)));
    const expected = [...new Set(perYear.flat().map((m) => m.value))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const shown = await page.getByTestId('make-directory').locator('section a').allTextContents();
    expect(shown).toEqual(expected);
  });
});
