import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppServer } from '../../tools/serve/static-server.cjs';
import { expect, expectBoundary, test } from '../fixtures/shop';

const CATALOG_DIST = path.join(__dirname, '../../mfe-catalog/dist');
const CONTENT_MANIFEST = path.join(__dirname, '../../mfe-content/dist/mf-manifest.json');
const PORT = Number(process.env.E2E_BASE_PORT || 4300) + 30;
const RELEASE = '20261126-231500-0c0ffee';

/**
 * Today's catalog build, copied and its declaration edited (no rebuild) to need a newer parcel props
 * version than this shell provides: what a squad would ship if it built against a newer shared-lib.
 */
async function serveCatalogNeedingNewerProps() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-contracts-'));
  fs.cpSync(CATALOG_DIST, dir, { recursive: true, filter: (f) => !f.endsWith('.map') });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const provided: string = manifest.metaData.axlebay.contracts.needs['parcel-props'];
  const [major, minor] = provided.split('.').map(Number);
  const needed = `${major}.${minor! + 1}`;
  manifest.metaData.axlebay.contracts.needs['parcel-props'] = needed;
  manifest.metaData.axlebay.release = RELEASE;
  fs.writeFileSync(file, JSON.stringify(manifest));
  const server = await createAppServer({ distDir: dir, isShell: false });
  await server.listen({ port: PORT, host: '127.0.0.1' });
  const origin = `http://localhost:${PORT}`;
  return {
    registryEntry: { browser: `${origin}/mf-manifest.json`, server: `${origin}/server/mf-manifest.json` },
    message: `catalog needs parcel-props ${needed}, this shell provides ${provided}`,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('a remote needing a newer contract is refused: its fallback, one console message, no server render; the rest of the page works and every release is visible', async ({ page, shop }) => {
  const catalog = await serveCatalogNeedingNewerProps();
  // Browser and server entries both at the copy (writeRegistry keeps a server entry only for default builds).
  const registry = JSON.parse(fs.readFileSync(shop.registryFile, 'utf8'));
  fs.writeFileSync(shop.registryFile, JSON.stringify({ ...registry, catalog: catalog.registryEntry }));
  try {
    // The server leaves the area to the browser: nothing of catalog's rendered, its code not preloaded.
    const html = await (await page.request.get('/')).text();
    const boot = JSON.parse(/<script id="axlebay-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(boot.area).toBeUndefined();
    expect(html).not.toContain('data-boundary="catalog"');
    expect(html).not.toContain(`localhost:${PORT}/remoteEntry`);
    expect(html).toContain(`<meta name="release-version:catalog" content="${RELEASE}" data-refused="${catalog.message}">`);

    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/');
    await expect(page.getByTestId('remote-fallback')).toContainText('This part of the shop is not available right now');
    expect(messages.filter((m) => m.includes('parcel-props'))).toEqual([`[axlebay] ${catalog.message}`]);
    const release = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    expect(await release('release-version:catalog')).toBe(RELEASE);

    // The rest of the shop goes on: the footer's link to another remote's page.
    await page.getByRole('link', { name: 'Help center' }).click();
    await expectBoundary(page, 'content');
    const contentRelease = JSON.parse(fs.readFileSync(CONTENT_MANIFEST, 'utf8')).metaData.axlebay.release;
    await expect.poll(() => release('release-version:content')).toBe(contentRelease);
    expect(await release('release-version')).toBeTruthy();

    // The debug panel reads the same releases (and says why catalog is refused).
    await page.goto('/help?debug=true');
    const remotes = page.getByRole('region', { name: 'Debug' }).getByTestId('debug-remotes');
    await expect(remotes).toContainText(`catalog: ${RELEASE}, refused: ${catalog.message}`);
    await expect(remotes).toContainText(`content: ${contentRelease}`);
    // One per page load: here it comes when the header's search box (catalog's) is asked for, on idle.
    await expect.poll(() => messages.filter((m) => m.includes('parcel-props')).length).toBe(2);
  } finally {
    shop.writeRegistry(shop.defaultRegistry);
    await catalog.close();
  }
});
