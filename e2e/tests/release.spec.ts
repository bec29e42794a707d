import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../../tools/apps.cjs';
import { publishRelease, rollbackRelease } from '../../tools/release/release-store.cjs';
import { expect, test, type Shop } from '../fixtures/shop';

const CATALOG_DIST = path.join(__dirname, '../../mfe-catalog/dist');
/** A heading of catalog's home page, drawn by its server build and by its browser build. */
const BEFORE = 'Shop by category';
const AFTER = 'Browse every category';
const A = '20261126-230000-aaaaaaa';
const B = '20261126-231500-bbbbbbb';
const C = '20261126-233000-ccccccc';
const source = { commit: 'e2e', who: 'release.spec' };

/**
 * The "changed catalog" of release B: the built catalog with one visible text changed in its browser
 * and server code. What is under test is the release path (CDN folder, registry, the shell's browser
 * and server picking the new version up), not webpack, so no rebuild: a real rebuild would also rename
 * the changed files, the easier case for every cache on the way (here B's files have A's names).
 */
function changedCatalog(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-catalog-b-'));
  fs.cpSync(CATALOG_DIST, dir, { recursive: true, filter: (from) => !from.endsWith('.map') });
  const changed = { browser: 0, server: 0 };
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!code.includes(BEFORE)) continue;
    fs.writeFileSync(path.join(dir, file), code.replaceAll(BEFORE, AFTER));
    changed[file.startsWith(`server${path.sep}`) ? 'server' : 'browser'] += 1;
  }
  expect(changed, 'the text is in one browser and one server file').toEqual({ browser: 1, server: 1 });
  return dir;
}

/** The built catalog whose server container throws when loaded: a broken release. */
function brokenServerCatalog(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-catalog-c-'));
  fs.cpSync(CATALOG_DIST, dir, { recursive: true, filter: (from) => !from.endsWith('.map') });
  const entry = fs.readdirSync(path.join(dir, 'server')).find((f) => f.startsWith('remoteEntry.'));
  fs.writeFileSync(path.join(dir, 'server', entry!), 'throw new Error("a broken release");\n');
  return dir;
}

/** The first HTML of the home page, as a crawler or curl gets it (composed by the shell's server). */
async function serverHtml(shop: Shop): Promise<string> {
  return (await fetch(`${shop.shopUrl}/`)).text();
}

/** When the other remotes' builds were last written: a release of catalog must not touch them. */
const otherBuilds = () =>
  REMOTES.filter((r) => r.remote !== 'catalog').flatMap((r) =>
    ['mf-manifest.json', 'server/mf-manifest.json'].map((f) => `${r.project}/${f}: ${fs.statSync(path.join(r.dir, 'dist', f)).mtimeMs}`),
  );

test('a released catalog is live on the next page load, on the server and in the browser; rollback brings the old one back', async ({ page, shop }) => {
  const places = { cdnDir: shop.cdnDir, registryFile: shop.registryFile, cdnOrigin: shop.cdnUrl, source, built: false };
  const manifestOf = (version: string) => `${shop.cdnUrl}/catalog/${version}/mf-manifest.json`;
  const builds = otherBuilds();
  const changed = changedCatalog();
  const broken = brokenServerCatalog();
  try {
    await publishRelease({ ...places, remote: 'catalog', version: A });
    await publishRelease({ ...places, remote: 'catalog', version: B, distDir: changed });

    const registry = await (await fetch(`${shop.shopUrl}/remotes.json`)).json();
    expect(registry.catalog).toEqual({ browser: manifestOf(B), server: `${shop.cdnUrl}/catalog/${B}/server/mf-manifest.json`, version: B });
    for (const r of REMOTES.filter((r) => r.remote !== 'catalog')) expect(registry[r.remote!].browser ?? registry[r.remote!]).toBe(shop.defaultRegistry[r.remote!]);

    // The next request, no restart: the shell's server loads B's server container and hands B's manifest to the browser.
    const html = await serverHtml(shop);
    expect(html).toContain(AFTER);
    expect(html).not.toContain(BEFORE);
    expect(html).toContain(manifestOf(B));

    const catalogFiles: string[] = [];
    page.on('request', (r) => r.url().includes('/catalog/') && catalogFiles.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: AFTER })).toBeVisible();
    expect(catalogFiles.length).toBeGreaterThan(0);
    expect(catalogFiles.filter((url) => !url.startsWith(`${shop.cdnUrl}/catalog/${B}/`))).toEqual([]);

    // Rollback: what was live before B, on the next page load again.
    const back = await rollbackRelease({ cdnDir: shop.cdnDir, registryFile: shop.registryFile, remote: 'catalog', source });
    expect(back).toMatchObject({ action: 'rollback', version: A, previous: B });
    const again = await serverHtml(shop);
    expect(again).toContain(BEFORE);
    expect(again).toContain(manifestOf(A));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: BEFORE })).toBeVisible();
    await expect(page.getByRole('heading', { name: AFTER })).toHaveCount(0);

    // A release whose server container throws: the page still answers (the area is left to the browser,
    // as for any failing remote, failure-isolation.spec.ts), and a rollback to A composes again.
    await publishRelease({ ...places, remote: 'catalog', version: C, distDir: broken });
    const res = await fetch(`${shop.shopUrl}/`);
    expect(res.status).toBe(200);
    const fallback = await res.text();
    expect(fallback).toContain(manifestOf(C));
    expect(fallback).not.toContain(BEFORE);
    await rollbackRelease({ cdnDir: shop.cdnDir, registryFile: shop.registryFile, remote: 'catalog', version: A, source });
    expect(await serverHtml(shop)).toContain(BEFORE);

    expect(otherBuilds()).toEqual(builds);
  } finally {
    shop.writeRegistry(shop.defaultRegistry);
    for (const dir of [changed, broken]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
