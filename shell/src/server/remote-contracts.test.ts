/** @jest-environment node */
import { HOST_CONTRACTS } from '@axlebay/shared-lib';
import { remoteReleaseMeta, serverRefusal } from './remote-contracts';

const manifest = (axlebay?: unknown) => ({ metaData: { remoteEntry: { name: 'remoteEntry.js' }, ...(axlebay ? { axlebay } : {}) } });

describe("the server's contract check (the browser manifest's declaration, as the browser judges it)", () => {
  it('leaves a remote needing a newer contract to the browser, and says why', () => {
    const needsNewer = manifest({ release: 'r1', contracts: { needs: { 'parcel-props': '1.9' }, provides: {} } });
    expect(serverRefusal('catalog', needsNewer)).toBe(`catalog needs parcel-props 1.9, this shell provides ${HOST_CONTRACTS['parcel-props']}`);
    expect(serverRefusal('catalog', manifest({ release: 'r1', contracts: { needs: HOST_CONTRACTS, provides: {} } }))).toBeUndefined();
    // Built before contract versions, or the manifest did not answer: rendered as before.
    expect(serverRefusal('catalog', manifest())).toBeUndefined();
    expect(serverRefusal('catalog', {})).toBeUndefined();
  });

  it("writes the routed remote's release meta, escaped, with the reason when refused", () => {
    expect(remoteReleaseMeta('content', manifest({ release: '20261126-231500-0d99305', contracts: { needs: {}, provides: {} } }))).toBe(
      '<meta name="release-version:content" content="20261126-231500-0d99305">',
    );
    expect(remoteReleaseMeta('catalog', manifest({ release: 'r"1' }), 'catalog needs parcel-props 1.9, this shell provides 1.0')).toBe(
      '<meta name="release-version:catalog" content="r&quot;1" data-refused="catalog needs parcel-props 1.9, this shell provides 1.0">',
    );
    expect(remoteReleaseMeta('vehicle', manifest())).toBe('<meta name="release-version:vehicle" content="unknown">');
    expect(remoteReleaseMeta('vehicle', {})).toBe('');
  });
});
