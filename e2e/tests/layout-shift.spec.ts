import { expect, test } from '../fixtures/shop';

/** Spec §9: CLS is good at 0.1 or less. Measured over the load and the late parts (hero, header chip). */
for (const width of [360, 1280]) {
  test(`the home page does not shift as its parts arrive (${width} px wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.locator('[data-exposed="vehicle-hero"]').getByRole('heading').waitFor();
    await page.locator('[data-exposed="garage-chip"]').waitFor();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`CLS at ${width} px: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThanOrEqual(0.1);
  });
}
