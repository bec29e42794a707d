import { ROUTES, REMOTE_NAMES, FEDERATION_NAMES } from '../../shared-lib/src/contracts';
import { expect, expectBoundary, test } from '../fixtures/shop';

/**
 * The remote contract: every built remote's `./parcel` exposes single-spa lifecycles, names itself,
 * implements a page for each of its routes, and mounts a root carrying `data-boundary="<remote>"`.
 */
test('every built remote follows the parcel contract', async ({ page }) => {
  await page.goto('/');
  await expectBoundary(page, 'catalog');
  for (const remote of REMOTE_NAMES) {
    const route = ROUTES.find((r) => r.remote === remote)!;
    const pagesOfRemote = [...new Set(ROUTES.filter((r) => r.remote === remote).map((r) => r.page))];
    const result = await page.evaluate(
      async ({ id, route }) => {
        type Instance = { name: string; loadRemote(id: string): Promise<Record<string, unknown>> };
        const shell = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__.find(
          (i) => i.name === 'shell',
        )!;
        const mod = await shell.loadRemote(id);
        const lifecycles = ['bootstrap', 'mount', 'unmount', 'update'].filter((k) => typeof mod[k] === 'function');
        const el = document.createElement('div');
        document.body.appendChild(el);
        // Mount through the lifecycles themselves, as single-spa would.
        const props = {
          name: `contract-${id}`,
          domElement: el,
          route: { name: route.name, page: route.page, pattern: route.path, pathname: '/contract', params: {}, query: {} },
          navigation: { navigate() {}, href: (p: string) => p, notFound() {}, back() {} },
          session: { signIn: async () => {}, register: async () => {}, signOut: async () => {}, user: () => undefined, refreshUser: async () => undefined, rememberedEmail: () => undefined },
          api: {},
          exposed: { loadParcel: () => Promise.reject(new Error('not in the contract test')), loadModule: () => Promise.reject(new Error('not in the contract test')) },
          persisted: { slot: () => ({ read: () => undefined, write() {} }) },
          market: { code: 'US', value: 2022, shopId: 2022, currency: 'USD' },
          mountParcel() {},
          singleSpa: {},
        };
        await (mod.bootstrap as (p: unknown) => Promise<void>)(props);
        await (mod.mount as (p: unknown) => Promise<void>)(props);
        await new Promise((r) => setTimeout(r, 50));
        const boundary = el.querySelector('[data-boundary]')?.getAttribute('data-boundary');
        await (mod.unmount as (p: unknown) => Promise<void>)(props);
        el.remove();
        return { lifecycles, remote: mod.remote, pages: mod.pages, boundary };
      },
      { id: `${FEDERATION_NAMES[remote]}/parcel`, route: { name: route.name, page: route.page, path: route.path } },
    );
    expect(result.lifecycles, remote).toEqual(['bootstrap', 'mount', 'unmount', 'update']);
    expect(result.remote).toBe(remote);
    expect([...(result.pages as string[])].sort()).toEqual(expect.arrayContaining(pagesOfRemote.sort()));
    expect(result.boundary).toBe(remote);
  }
});
