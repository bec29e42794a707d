import { render, screen } from '@testing-library/react';
import { ModuleFederation } from '@module-federation/runtime-core';
import type { RemoteParcelProps } from '@axlebay/shared-lib';
import { HOST_CONTRACTS } from '@axlebay/shared-lib/contracts/versions';
import contractsPlugin, { setContractVerdicts } from './contracts-plugin';
import failurePlugin from './failure-plugin';
import { isUnavailableRemote } from './unavailable-remote';

jest.mock('./load-parcel', () => ({
  loadParcel: jest.fn(),
}));
// eslint-disable-next-line import/first
import { loadParcel } from './load-parcel';
// eslint-disable-next-line import/first
import { RemoteArea } from '../remote-area/RemoteArea';

/** Just what the runtime needs of a fetch answer (jsdom has no fetch). */
class FakeResponse {
  ok = true;
  status = 200;
  constructor(private readonly body: unknown) {}
  async json() {
    return this.body;
  }
}

const manifest = (declaration: unknown) => ({
  id: 'catalog',
  name: 'catalog',
  metaData: {
    name: 'catalog',
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: 'catalog' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '' },
    globalName: 'catalog',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
    ...(declaration === undefined ? {} : { axlebay: declaration }),
  },
  shared: [],
  remotes: [],
  exposes: [{ id: 'catalog:parcel', name: 'parcel', path: './parcel', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
});

function shellRuntime(declaration: unknown, name = 'catalog') {
  const fetchMock = jest.fn(async (_url: string) => new FakeResponse(manifest(declaration)));
  Object.assign(globalThis, { fetch: fetchMock, Response: FakeResponse });
  const runtime = new ModuleFederation({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name, entry: `http://localhost:4101/${Math.random().toString(36).slice(2)}/mf-manifest.json` }],
    plugins: [failurePlugin(), contractsPlugin()],
    shared: {},
  });
  return { runtime, fetchMock };
}

const needing = (parcelProps: string) => ({ release: '20261126-231500-0d99305', contracts: { needs: { 'parcel-props': parcelProps, bus: '1.0' }, provides: { parcel: '1.0' } } });

describe("the shell's contract check (federation runtime plugin)", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('refuses a remote needing a newer parcel props version before running any of its code: a failed load, one console message, its release in the page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime, fetchMock } = shellRuntime(needing('1.9'));
    const expected = `catalog needs parcel-props 1.9, this shell provides ${HOST_CONTRACTS['parcel-props']}`;

    const first = await runtime.loadRemote('catalog/parcel');
    const second = await runtime.loadRemote('catalog/search-box');

    expect(isUnavailableRemote(first)).toBe(true);
    expect(isUnavailableRemote(second)).toBe(true);
    // Only the manifest was asked for: no remote entry script, no chunk.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringMatching(/mf-manifest\.json$/)]);
    expect(error.mock.calls).toEqual([[`[axlebay] ${expected}`]]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="release-version:catalog"]');
    expect(meta?.content).toBe('20261126-231500-0d99305');
    expect(meta?.dataset.refused).toBe(expected);
  });

  it('refuses a malformed declaration with a clear message, and logs nothing else', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { runtime } = shellRuntime({ release: 'r1', contracts: { needs: { 'parcel-props': 'two' } } });
    expect(isUnavailableRemote(await runtime.loadRemote('catalog/parcel'))).toBe(true);
    expect(error.mock.calls).toEqual([['[axlebay] catalog has a malformed contract declaration: {"release":"r1","contracts":{"needs":{"parcel-props":"two"}}}']]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets a compatible remote, and one built before contract versions (no declaration), go on to load, and shows their releases', async () => {
    const plugin = contractsPlugin();
    const args = (declaration: unknown, name: string) => ({ from: 'manifest', moduleInfo: { name, entry: 'x' }, manifestJson: manifest(declaration) }) as never;
    const compatible = args(needing('1.0'), 'vehicle');
    expect(await plugin.loadRemoteSnapshot!(compatible)).toBe(compatible);
    const older = args(undefined, 'cart_checkout');
    expect(await plugin.loadRemoteSnapshot!(older)).toBe(older);
    expect(plugin.loadEntry!({ remoteInfo: { name: 'vehicle' } } as never)).toBeUndefined();
    expect(plugin.loadEntry!({ remoteInfo: { name: 'cart_checkout' } } as never)).toBeUndefined();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="release-version:vehicle"]')?.content).toBe('20261126-231500-0d99305');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="release-version:cart-checkout"]')?.content).toBe('unknown');
  });

  it("takes the server's verdict on the build it judged (no judging code loaded), and judges another build itself", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const serverSaid = 'content needs parcel-props 1.4, this shell provides 1.0';
    setContractVerdicts({ content: { entry: 'remoteEntry.js', refused: serverSaid }, account: { entry: 'remoteEntry.0ld.js' } });
    try {
      const plugin = contractsPlugin();
      const args = (name: string, declaration: unknown) => ({ from: 'manifest', moduleInfo: { name, entry: 'x' }, manifestJson: manifest(declaration) }) as never;
      // The server refused this very build (its entry file): refused, though this copy of the manifest would pass.
      await plugin.loadRemoteSnapshot!(args('content', needing('1.0')));
      const container = plugin.loadEntry!({ remoteInfo: { name: 'content' } } as never) as unknown as { get(expose: string): () => Promise<unknown> };
      expect(isUnavailableRemote(await container.get('./parcel')())).toBe(true);
      expect(error.mock.calls).toEqual([[`[axlebay] ${serverSaid}`]]);
      // A module the server refused in a build it judged, without judging code.
      setContractVerdicts({ vehicle: { entry: 'remoteEntry.js', exposes: { './fit-badge-view': 'vehicle provides fit-badge-view 0.9, this shell needs 1.0' } } });
      await plugin.loadRemoteSnapshot!(args('vehicle', needing('1.0')));
      expect(await plugin.getModuleFactory!({ expose: './garage-chip', moduleInfo: { name: 'vehicle' } } as never)).toBeUndefined();
      const badge = (await plugin.getModuleFactory!({ expose: './fit-badge-view', moduleInfo: { name: 'vehicle' } } as never)) as unknown as () => Promise<unknown>;
      expect(isUnavailableRemote(await badge())).toBe(true);
      // The server judged another build of account: this one is judged here.
      await plugin.loadRemoteSnapshot!(args('account', needing('1.3')));
      expect(plugin.loadEntry!({ remoteInfo: { name: 'account' } } as never)).toBeDefined();
    } finally {
      setContractVerdicts();
    }
  });

  it('refuses one exposed module older than the shell needs, and lets the rest of that remote load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = contractsPlugin();
    const declaration = { release: 'r7', contracts: { needs: { 'parcel-props': '1.0' }, provides: { parcel: '1.0', 'garage-chip': '1.2', 'fit-badge-view': '0.8' } } };
    await plugin.loadRemoteSnapshot!({ from: 'manifest', moduleInfo: { name: 'vehicle', entry: 'x' }, manifestJson: manifest(declaration) } as never);
    const factoryOf = (expose: string) => plugin.getModuleFactory!({ expose, moduleInfo: { name: 'vehicle' } } as never) as Promise<(() => unknown) | undefined>;
    expect(await factoryOf('./parcel')).toBeUndefined();
    expect(await factoryOf('./garage-chip')).toBeUndefined();
    expect(isUnavailableRemote((await factoryOf('./fit-badge-view'))!())).toBe(true);
    expect(error).toHaveBeenCalledWith('[axlebay] vehicle provides fit-badge-view 0.8, this shell needs 1.0');
  });

  it("shows the area's fallback (the rest of the page goes on) when the remote is refused", async () => {
    jest.mocked(loadParcel).mockRejectedValue(new Error('catalog needs parcel-props 1.9, this shell provides 1.0'));
    const props = { route: { name: 'home', page: 'home', pattern: '/', pathname: '/', params: {}, query: {} } } as unknown as RemoteParcelProps;
    render(
      <main>
        <h1>Shell frame</h1>
        <RemoteArea remote="catalog" {...props} />
      </main>,
    );
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of the shop is not available right now');
    expect(screen.getByRole('heading', { name: 'Shell frame' })).toBeInTheDocument();
  });
});
