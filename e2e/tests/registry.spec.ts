import path from 'node:path';
import { createAppServer } from '../../tools/serve/static-server.cjs';
import { expect, expectBoundary, test } from '../fixtures/shop';

const CONTENT_DIST = path.join(__dirname, '../../mfe-content/dist');
const SHELL_DIST = path.join(__dirname, '../../shell/dist');
const OTHER_PORT = Number(process.env.E2E_BASE_PORT || 4300) + 20;

/** Another deployment of the content remote, on its own origin. */
async function serveOtherContentBuild() {
  const server = await createAppServer({ distDir: CONTENT_DIST, isShell: false });
  await server.listen({ port: OTHER_PORT, host: '127.0.0.1' });
  return { server, manifest: `http://localhost:${OTHER_PORT}/mf-manifest.json` };
}

test.describe('runtime registry', () => {
  test('pointing remotes.json at another build changes where the remote loads from, with no shell rebuild', async ({ page, shop }) => {
    const other = await serveOtherContentBuild();
    try {
      shop.writeRegistry({ ...shop.defaultRegistry, content: other.manifest });
      const manifestRequest = page.waitForRequest(other.manifest);
      await page.goto('/about');
      await manifestRequest;
      await expectBoundary(page, 'content');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      await expect(page.getByTestId('override-badge')).toHaveCount(0);
    } finally {
      shop.writeRegistry(shop.defaultRegistry);
      await other.server.close();
    }
  });

  test('a local override swaps one remote, shows a badge, and can be cleared', async ({ page, shop }) => {
    const other = await serveOtherContentBuild();
    try {
      const overridden = page.waitForRequest(other.manifest);
      await page.goto(`/help?mfOverride=content@${other.manifest}`);
      await overridden;
      await expectBoundary(page, 'content');
      const badge = page.getByTestId('override-badge');
      await expect(badge).toContainText(`content → ${other.manifest}`);

      // The override survives navigation and reloads (localStorage) until cleared.
      await page.goto('/about');
      await expect(badge).toBeVisible();
      const normal = page.waitForRequest(shop.defaultRegistry.content!);
      await badge.getByRole('button', { name: 'Clear overrides' }).click();
      await normal;
      await expectBoundary(page, 'content');
      await expect(page.getByTestId('override-badge')).toHaveCount(0);
    } finally {
      await other.server.close();
    }
  });

  test('an override to a foreign host is refused', async ({ page }) => {
    await page.goto('/about?mfOverride=content@https://evil.example/mf-manifest.json');
    await expectBoundary(page, 'content');
    await expect(page.getByTestId('override-badge')).toHaveCount(0);
  });

  test('a shop that does not allow overrides ignores the link and loads the remote of the registry', async ({ page, shop }) => {
    const other = await serveOtherContentBuild();
    // The same shell as a shop for shoppers serves it: a runtime config without the tester's opt-in.
    const forShoppers = await createAppServer({
      distDir: SHELL_DIST,
      isShell: true,
      registry: () => shop.defaultRegistry,
      runtimeConfig: () => ({ apiBaseUrl: shop.apiUrl, production: true }),
    });
    await forShoppers.listen({ port: OTHER_PORT + 1, host: '127.0.0.1' });
    try {
      const toOverride: string[] = [];
      page.on('request', (r) => r.url().startsWith(new URL(other.manifest).origin) && toOverride.push(r.url()));
      await page.goto(`http://localhost:${OTHER_PORT + 1}/about?mfOverride=content@${other.manifest}`);
      await expectBoundary(page, 'content');
      await page.getByRole('link', { name: 'Help center' }).click();
      await expectBoundary(page, 'content');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(toOverride).toEqual([]);
      await expect(page.getByTestId('override-badge')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('axlebay.mf-overrides'))).toBeNull();
    } finally {
      await forShoppers.close();
      await other.server.close();
    }
  });
});
