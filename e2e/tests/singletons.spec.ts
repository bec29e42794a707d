import { expect, expectBoundary, test } from '../fixtures/shop';

// The React API's keys and Preact's own modules, which answer them (tools/webpack/renderer.cjs).
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'preact', 'preact/hooks', 'preact/compat', '@emotion/react', '@emotion/styled', '@axlebay/shared-lib'];
/** A message of RxJS's own (ObjectUnsubscribedError): every copy of RxJS a page loads carries it. */
const RXJS_MARK = 'object unsubscribed';

test('the renderer (React API and Preact), rxjs, emotion and shared-lib are instantiated once for shell and all remotes', async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  await expectBoundary(page, 'catalog');
  // Visit every remote without reloading, so all five containers join the page.
  await page.getByTestId('home-vehicle').getByRole('link').click();
  await expectBoundary(page, 'vehicle');
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expectBoundary(page, 'cart-checkout');
  await page.getByRole('link', { name: 'About us' }).click();
  await expectBoundary(page, 'content');
  await page.getByTestId('header-account').click();
  await expectBoundary(page, 'account');

  const shares = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; version: string };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const out: Array<{ container: string; pkg: string; version: string; from: string; loaded: boolean }> = [];
    for (const [container, byScope] of Object.entries(scopes))
      for (const byPkg of Object.values(byScope))
        for (const [pkg, byVersion] of Object.entries(byPkg))
          for (const [version, e] of Object.entries(byVersion)) out.push({ container, pkg, version, from: e.from, loaded: Boolean(e.loaded) });
    return out;
  });

  const containers = new Set(shares.map((s) => s.container.split(':')[0]));
  expect([...containers].sort()).toEqual(['account', 'cart_checkout', 'catalog', 'content', 'shell', 'vehicle']);
  for (const pkg of SINGLETONS) {
    const entries = shares.filter((s) => s.pkg === pkg);
    expect(entries.length, `${pkg} is in the share scope`).toBeGreaterThan(0);
    // Every container resolved the package to one version provided by one container.
    expect(new Set(entries.map((e) => `${e.version}@${e.from}`)).size, `${pkg} has one provider`).toBe(1);
  }
  // RxJS travels inside shared-lib (tree-shaken, shared-lib/src/bus/rx.ts), not as a share of its own:
  // the page loaded exactly one copy of it, whichever remotes joined.
  expect(shares.filter((s) => s.pkg === 'rxjs'), 'rxjs is no share of its own').toEqual([]);
  const bodies = await Promise.all(scripts);
  expect(bodies.filter((body) => body.includes(RXJS_MARK)).length, 'scripts carrying RxJS').toBe(1);
});
