import type { Page } from '@playwright/test';
import { pickVehicle, stateWritten } from '../support/vehicle';
import { aProduct, expect, expectBoundary, test, type Shop } from '../fixtures/shop';

const PASSWORD = 'Brake-pads 2024';

async function currentVehicleId(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __axlebay: { bus: { latest(t: string): { attributeValueId: string } } } }).__axlebay.bus.latest('vehicle.changed').attributeValueId);
}

/** What the badges on the page say, by item id, once every badge has its answer. */
async function badgeStatuses(page: Page): Promise<Map<number, string>> {
  await expect(page.getByTestId('fit-badge').first()).toBeVisible();
  await expect(page.locator('[data-testid="fit-badge"][data-status="LOADING"]')).toHaveCount(0);
  const pairs = await page.getByTestId('item-card').evaluateAll((cards) =>
    cards.map((c) => [Number(c.getAttribute('data-item-id')), c.querySelector('[data-testid="fit-badge"]')?.getAttribute('data-status') ?? '']),
  );
  return new Map(pairs as Array<[number, string]>);
}

async function apiStatuses(shop: Shop, ids: number[], attributeValueId: string): Promise<Map<number, string>> {
  const res = await fetch(`${shop.apiUrl}/item/public/buyer/item/fit-status/list?itemIds=${ids.join(',')}&attributeValueId=${attributeValueId}`, { headers: { 'x-shop-id': '2022' } });
  const body = (await res.json()) as { data: { list: Array<{ itemId: number; fitStatus: string }> } };
  return new Map(body.data.list.map((r) => [r.itemId, r.fitStatus]));
}

test.describe('vehicle', () => {
  test('keyboard-only vehicle → toast → live badges change with the vehicle → a reload keeps it', async ({ page, shop }) => {
    await page.goto('/myGarage');
    await expectBoundary(page, 'vehicle');
    const form = page.locator('[data-boundary="vehicle"][data-route]');
    await pickVehicle(page, form, '2018', 'Toyota', 'Corolla');
    await expect(page.getByText('You are now shopping for 2018 Toyota Corolla.')).toBeVisible();
    await expect(page.getByTestId('header-vehicle')).toHaveText('2018 Toyota Corolla');
    await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
    const corolla = await currentVehicleId(page);

    await stateWritten(page);
    await page.goto('/search?keyword=brake&allVehicles=1'); // every item, so badges show every status
    const first = await badgeStatuses(page);
    expect(first.size).toBeGreaterThan(3);
    expect(first).toEqual(await apiStatuses(shop, [...first.keys()], corolla));
    await expect(page.getByTestId('fit-badge').first()).toContainText('2018 Toyota Corolla');

    // Change the vehicle from a badge's action: the badges follow without a reload.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByTestId('fit-badge').first().getByRole('button').click();
    const dialog = page.getByTestId('vehicle-dialog');
    await expect(dialog).toBeVisible();
    await pickVehicle(page, dialog, '2015', 'Honda', 'Civic');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('fit-badge').first()).toContainText('2015 Honda Civic');
    const civic = await currentVehicleId(page);
    const second = await badgeStatuses(page);
    expect(second).toEqual(await apiStatuses(shop, [...second.keys()], civic));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    await stateWritten(page);
    await page.reload();
    await expect(page.getByTestId('header-vehicle')).toHaveText('2015 Honda Civic');
    await expect(page.getByTestId('fit-badge').first()).toContainText('2015 Honda Civic');
  });

  test('a VIN decodes and pre-fills the selector', async ({ page }) => {
    await page.goto('/myGarage');
    await page.getByLabel('VIN', { exact: true }).fill('2T1BURHE0JC014035');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(page.getByText(/Found: 2018 Toyota Corolla/)).toBeVisible();
    const form = page.locator('[data-boundary="vehicle"][data-route]');
    await expect(form.getByRole('combobox', { name: /^Year/ })).toHaveValue('2018');
    await expect(form.getByRole('combobox', { name: /^Make/ })).toHaveValue('Toyota');
    await expect(form.getByRole('combobox', { name: /^Model/ })).toHaveValue('Corolla');
  });

  test('a guest garage of two vehicles merges into the account at sign-in', async ({ page, shop }) => {
    const email = `e2e-garage-${Date.now()}@axlebay.test`;
    const res = await fetch(`${shop.apiUrl}/account/public/buyer/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);

    await page.goto('/myGarage');
    const form = page.locator('[data-boundary="vehicle"][data-route]');
    await pickVehicle(page, form, '2018', 'Toyota', 'Corolla');
    await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
    await pickVehicle(page, form, '2015', 'Honda', 'Civic');
    await expect(page.getByTestId('garage-vehicle')).toHaveCount(2);

    await stateWritten(page); // the guest garage is in the encrypted state
    await page.goto('/login?callback=/myGarage');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myGarage$/);
    await expect(page.getByTestId('garage-owner')).toHaveText(`Signed in as ${email}.`);
    // The list is busy while the guest vehicles move into the account; two vehicles, not busy: merged.
    await expect(page.locator('[aria-label="Saved vehicles"][aria-busy="false"] [data-testid="garage-vehicle"]')).toHaveCount(2);

    // On the server, not only on the page.
    const token = (await page.context().cookies()).find((c) => c.name === 'axlebay_token')!.value;
    const list = await fetch(`${shop.apiUrl}/account/buyer/current/garage-vehicle/list`, { headers: { authorization: `Bearer ${token}`, 'x-shop-id': '2022' } });
    const names = ((await list.json()) as { data: Array<{ modelName: string }> }).data.map((v) => v.modelName).sort();
    expect(names).toEqual(['Civic', 'Corolla']);
  });

  test("the product page shows the item's live fit badge and its fitment table, both from vehicle", async ({ page, shop }) => {
    const product = await aProduct(shop);
    await page.goto(`/product/${product.urlHandle}`);
    await expect(page.getByTestId('product-title')).toHaveText(product.title);
    const badge = page.locator('[data-testid="product-fit"] [data-boundary="vehicle"][data-exposed="fit-badge-view"] [data-testid="fit-badge"]');
    await expect(badge).toHaveAttribute('data-status', 'EMPTY');
    await expect(badge).toContainText('Vehicle Info Required To Check Fitment');
    const table = page.locator('[data-boundary="vehicle"][data-exposed="fitment-table"]');
    await expect(table.getByRole('columnheader', { name: 'Submodel' })).toBeVisible();
    const rows = await table.getByRole('row').count();
    expect(rows).toBeGreaterThan(1);
    // A listed application that the vehicle taxonomy also holds (fitment spans model generations, a
    // model-year may be missing from NHTSA's list): choose it, and the badge says the part fits.
    let cells: string[] = [];
    for (let row = 1; row < Math.min(rows, 20) && !cells.length; row++) {
      const candidate = await table.getByRole('row').nth(row).getByRole('cell').allTextContents();
      const query = new URLSearchParams({ year: candidate[0]!, make: candidate[1]!, model: candidate[2]! });
      const found = await fetch(`${shop.apiUrl}/item/public/buyer/car-model/vehicle-id?${query}`, { headers: { 'x-shop-id': '2022' } });
      if (found.ok) cells = candidate;
    }
    expect(cells.length, 'a fitment row the taxonomy holds').toBeGreaterThan(0);
    await badge.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByTestId('vehicle-dialog');
    await pickVehicle(page, dialog, cells[0]!, cells[1]!, cells[2]!);
    await expect(badge).toContainText(`${cells[0]} ${cells[1]} ${cells[2]}`);
    await expect(badge).toHaveAttribute('data-status', /^(FIT|UNCERTAIN)$/);
  });

  test('the home hero is vehicle\'s compact selector; a vehicle chosen there reaches the header', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('[data-boundary="catalog"] [data-boundary="vehicle"][data-exposed="vehicle-hero"]');
    await expect(hero.getByRole('heading', { name: 'Find parts that fit your vehicle' })).toBeVisible();
    await pickVehicle(page, hero, '2018', 'Toyota', 'Corolla');
    await expect(page.getByTestId('header-vehicle')).toHaveText('2018 Toyota Corolla');
    await expect(hero.getByRole('heading', { name: 'Shopping for your 2018 Toyota Corolla' })).toBeVisible();
  });
});
