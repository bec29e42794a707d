import { startCompose } from '../../tools/compose/compose.cjs';
import { expect, expectBoundary, test } from '../fixtures/shop';

/** The tester's composition: its shell on this port, remote i of tools/apps.cjs on port + i. */
const PORT = Number(process.env.E2E_BASE_PORT || 4300) + 50;
const origin = (i: number) => `http://localhost:${PORT + i}`;

test.describe('npm run compose', () => {
  test("a composition takes catalog from a local build on its own origin and every other remote from the shop's registry", async ({ page, shop }) => {
    const composed = await startCompose({ from: shop.shopUrl, remotes: { catalog: { kind: 'build' } }, port: PORT, build: false, log: () => undefined });
    try {
      const shopRegistry = (await (await fetch(`${shop.shopUrl}/remotes.json`)).json()) as Record<string, unknown>;
      expect(composed.registry).toEqual({
        ...shopRegistry,
        catalog: { browser: `${origin(1)}/mf-manifest.json`, server: `${origin(1)}/server/mf-manifest.json` },
      });
      // The composition's shell serves that registry and composes catalog's page on the server from the local build.
      expect(await (await fetch(`${composed.shopUrl}/remotes.json`)).json()).toEqual(composed.registry);

      const manifests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
      });
      await page.goto(`${composed.shopUrl}/`);
      await expectBoundary(page, 'catalog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aftermarket auto parts that fit');
      // catalog from the composition's origin; the header's vehicle chip from the shop's vehicle remote
      expect(manifests).toContain(`${origin(1)}/mf-manifest.json`);
      expect(manifests).toContain(shop.defaultRegistry.vehicle);
      expect(manifests.filter((url) => url.startsWith(shop.urls.catalog))).toEqual([]);
    } finally {
      await composed.close();
    }
  });
});
