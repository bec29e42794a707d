import { render, screen } from '@testing-library/react';
import { ModuleFederation } from '@module-federation/runtime-core';
import { HOST_CONTRACTS, type RemoteParcelProps } from '@axlebay/shared-lib';
import contractsPlugin from './contracts-plugin';
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
  const fetchMock = jest.fn(async () => new FakeResponse(manifest(declaration)));
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
    expect(error.mock.calls).toEqual([['[axlebay] catalog has a malformed contract declaration (parcel-props "two" is not major.minor)']]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets a compatible remote, and one built before contract versions (no declaration), go on to load, and shows its release', () => {
    const plugin = contractsPlugin();
    const args = (declaration: unknown, name: string) =>
      ({ from: 'manifest', moduleInfo: { name, entry: 'x' }, manifestJson: manifest(declaration) }) as unknown as Parameters<NonNullable<typeof plugin.loadRemoteSnapshot>>[0];
    const compatible = args(needing('1.0'), 'vehicle');
    expect(plugin.loadRemoteSnapshot!(compatible)).toBe(compatible);
    const older = args(undefined, 'cart_checkout');
    expect(plugin.loadRemoteSnapshot!(older)).toBe(older);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="release-version:vehicle"]')?.content).toBe('20261126-231500-0d99305');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="release-version:cart-checkout"]')?.content).toBe('unknown');
  });

  it('refuses one exposed module older than the shell needs, and lets the rest of that remote load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = contractsPlugin();
    const declaration = { release: 'r7', contracts: { needs: { 'parcel-props': '1.0' }, provides: { parcel: '1.0', 'fit-badge-view': '0.9' } } };
    plugin.loadRemoteSnapshot!({ from: 'manifest', moduleInfo: { name: 'vehicle', entry: 'x' }, manifestJson: manifest(declaration) } as never);
    const factoryOf = (expose: string) => plugin.getModuleFactory!({ expose, moduleInfo: { name: 'vehicle' } } as never) as (() => unknown) | undefined;
    expect(factoryOf('./parcel')).toBeUndefined();
    expect(isUnavailableRemote(factoryOf('./fit-badge-view')!())).toBe(true);
    expect(error).toHaveBeenCalledWith('[axlebay] vehicle provides fit-badge-view 0.9, this shell needs 1.0');
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
