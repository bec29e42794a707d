/** @jest-environment node */
import { HOST_CONTRACTS } from '@axlebay/shared-lib/contracts/versions';
import { allJudged, judgeRemotes, remoteReleaseMetas, verdicts } from './remote-contracts';

const manifest = (entry: string, axlebay?: unknown, exposes: string[] = ['./parcel']) => ({
  metaData: { remoteEntry: { name: entry }, ...(axlebay ? { axlebay } : {}) },
  exposes: exposes.map((path) => ({ path })),
});
const manifests: Record<string, unknown> = {
  'http://localhost:4101/mf-manifest.json': manifest('remoteEntry.c1.js', { release: 'r"1', contracts: { needs: { 'parcel-props': '1.9' }, provides: { parcel: '1.0' } } }),
  'http://localhost:4105/mf-manifest.json': manifest('remoteEntry.c5.js', { release: '20261126-231500-0d99305', contracts: { needs: HOST_CONTRACTS, provides: { parcel: '1.0' } } }),
  'http://localhost:4102/mf-manifest.json': manifest('remoteEntry.c2.js', { release: 'r2', contracts: { needs: HOST_CONTRACTS, provides: { parcel: '1.0', 'garage-chip': '1.0', 'fit-badge-view': '0.9' } } }, [
    './parcel',
    './garage-chip',
    './fit-badge-view',
  ]),
  'http://localhost:4103/mf-manifest.json': manifest('remoteEntry.c3.js'),
};

beforeEach(() => {
  globalThis.fetch = jest.fn(async (url: string) => {
    const body = manifests[url];
    return { ok: Boolean(body), json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

describe("the server's contract check (each browser manifest, as the browser would judge it)", () => {
  it('judges every remote of the registry, hands the verdicts to the browser and writes each release', async () => {
    const judged = await allJudged(
      judgeRemotes({
        catalog: 'http://localhost:4101/mf-manifest.json',
        content: 'http://localhost:4105/mf-manifest.json',
        vehicle: 'http://localhost:4102/mf-manifest.json',
        'cart-checkout': 'http://localhost:4103/mf-manifest.json',
        account: 'http://localhost:4104/mf-manifest.json',
      }),
    );
    const refused = `catalog needs parcel-props 1.9, this shell provides ${HOST_CONTRACTS['parcel-props']}`;
    expect(judged.catalog?.refused).toBe(refused);
    expect(judged.content?.refused).toBeUndefined();
    // Built before contract versions: runs as before.
    expect(judged['cart-checkout']?.refused).toBeUndefined();
    // No answer: the browser judges it itself.
    expect(verdicts(judged)).toEqual({
      catalog: { entry: 'remoteEntry.c1.js', refused },
      content: { entry: 'remoteEntry.c5.js' },
      // Its other modules judged too: the browser loads no judging code for them.
      vehicle: { entry: 'remoteEntry.c2.js', exposes: { './fit-badge-view': 'vehicle provides fit-badge-view 0.9, this shell needs 1.0' } },
      'cart-checkout': { entry: 'remoteEntry.c3.js' },
    });
    expect(remoteReleaseMetas(judged)).toBe(
      `<meta name="release-version:catalog" content="r&quot;1" data-refused="${refused}">` +
        '<meta name="release-version:content" content="20261126-231500-0d99305">' +
        '<meta name="release-version:vehicle" content="r2">' +
        '<meta name="release-version:cart-checkout" content="unknown">',
    );
  });
});
