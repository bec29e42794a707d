import path from 'node:path';
import { expect, expectBoundary, test } from '../fixtures/shop';
import { pickVehicle } from '../support/vehicle';

test.describe('event bus', () => {
  test('a vehicle chosen in the vehicle remote reaches the shell header and a remote mounted later', async ({ page }) => {
    await page.goto('/myGarage');
    await expectBoundary(page, 'vehicle');
    await expect(page.getByTestId('header-vehicle')).toHaveText('Add your vehicle');
    await pickVehicle(page, page.locator('[data-boundary="vehicle"][data-route]'), '2018', 'Toyota', 'Corolla');
    await expect(page.getByTestId('header-vehicle')).toHaveText('2018 Toyota Corolla');
    await expect(page.getByTestId('notifications')).toContainText('You are now shopping for 2018 Toyota Corolla.');
    // The catalog mounts after the event was published: it gets the latest vehicle replayed.
    await page.getByRole('link', { name: 'Axlebay home' }).click();
    await expectBoundary(page, 'catalog');
    await expect(page.getByTestId('home-vehicle')).toHaveText(/Shopping for your 2018 Toyota Corolla\./);
  });

  test.describe('with a script the test injects', () => {
    // The test adds the second copy as an inline script; the page's CSP (rightly) refuses those.
    test.use({ bypassCSP: true });

    test('a second bundled copy of shared-lib still talks to the one bus', async ({ page }) => {
      await page.goto('/shopCart');
      await expectBoundary(page, 'cart-checkout');
      await page.addScriptTag({ path: path.join(__dirname, '../dist/second-bus-copy.js') });
      const probe = await page.evaluate(() => {
        const w = window as unknown as {
          __secondCopy: { bus: { publish: (t: string, p: unknown) => void }; copies: number };
          __axlebay: { bus: unknown };
        };
        w.__secondCopy.bus.publish('cart.updated', { count: 5 });
        w.__secondCopy.bus.publish('vehicle.changed', { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '3' });
        return { same: w.__secondCopy.bus === w.__axlebay.bus, copies: w.__secondCopy.copies };
      });
      expect(probe.copies).toBeGreaterThanOrEqual(2);
      expect(probe.same).toBe(true);
      await expect(page.getByTestId('header-cart-count')).toHaveText('5');
      // The cart remote (its empty cart here) follows the same bus.
      await expect(page.getByTestId('empty-cart-note')).toHaveText('Find parts that fit your 2018 Toyota Corolla and they will show up here.');
    });
  });

  test('malformed events are ignored with a warning and break nothing', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/');
    await expectBoundary(page, 'catalog');
    await page.evaluate(() => {
      const bus = (window as unknown as { __axlebay: { bus: { publishRaw: (e: unknown) => boolean } } }).__axlebay.bus;
      bus.publishRaw({ type: 'cart.updated', version: 1, payload: { count: 'many' } });
      bus.publishRaw({ type: 'garage.exploded', version: 1, payload: {} });
    });
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');
    expect(warnings.some((w) => w.includes('malformed payload for cart.updated'))).toBe(true);
    expect(warnings.some((w) => w.includes('unknown event type garage.exploded'))).toBe(true);
  });
});
