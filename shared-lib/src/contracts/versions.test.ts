import { EVENT_VERSION } from '../bus/events';
import { accepts, contractRefusal, EXPOSED_CONTRACTS, exposeRefusal, HOST_CONTRACTS, PARCEL_CONTRACT } from './versions';

const shell = { 'parcel-props': '2.1', bus: '1.0' };
const needing = (needs: Record<string, unknown>) => ({ release: 'r1', contracts: { needs, provides: { parcel: '1.0' } } });

describe('contract versions: a consumer accepts a provider with the same major and a minor at least the one it needs', () => {
  it.each([
    ['2.1', '2.1', true],
    ['2.0', '2.1', true],
    ['2.2', '2.1', false],
    ['3.0', '2.1', false],
    ['1.9', '2.1', false],
    ['2.10', '2.9', false],
    ['2.9', '2.10', true],
    ['2', '2.1', false],
    ['2.1.0', '2.1', false],
  ])('needs %s, provided %s → %s', (need, have, ok) => {
    expect(accepts(need, have)).toBe(ok);
  });

  it('accepts a remote whose needs are met (same major, same or lower minor)', () => {
    expect(contractRefusal('catalog', needing({ 'parcel-props': '2.1', bus: '1.0' }), shell)).toBeUndefined();
    expect(contractRefusal('catalog', needing({ 'parcel-props': '2.0' }), shell)).toBeUndefined();
  });

  it('refuses a remote needing a newer minor, naming the remote, the contract and both versions', () => {
    expect(contractRefusal('catalog', needing({ 'parcel-props': '2.2' }), shell)).toBe('catalog needs parcel-props 2.2, this shell provides 2.1');
  });

  it('refuses a remote needing another major, older or newer', () => {
    expect(contractRefusal('catalog', needing({ 'parcel-props': '3.0' }), shell)).toBe('catalog needs parcel-props 3.0, this shell provides 2.1');
    expect(contractRefusal('vehicle', needing({ 'parcel-props': '1.4' }), shell)).toBe('vehicle needs parcel-props 1.4, this shell provides 2.1');
  });

  it('refuses a remote needing a contract this shell does not provide', () => {
    expect(contractRefusal('content', needing({ 'search-api': '1.0' }), shell)).toBe('content needs search-api 1.0, this shell provides none');
  });

  it.each([
    { release: 'r1', contracts: { needs: { 'parcel-props': 'abc' } } },
    { release: 'r1', contracts: { needs: { bus: 2 } } },
    { release: 'r1', contracts: { needs: ['parcel-props'] } },
    { release: 'r1' },
    '2.1',
    null,
  ])('refuses a malformed declaration with a clear message: %j', (declaration) => {
    expect(contractRefusal('catalog', declaration, shell)).toBe(`catalog has a malformed contract declaration: ${JSON.stringify(declaration)}`);
  });

  it('takes a remote without a declaration (built before contract versions) to need 1.0 of each: it loads in a 1.x shell, not in a 2.x one', () => {
    expect(contractRefusal('catalog', undefined, { 'parcel-props': '1.3', bus: '1.0' })).toBeUndefined();
    expect(contractRefusal('catalog', undefined, shell)).toBe('catalog needs parcel-props 1.0, this shell provides 2.1');
  });

  it("judges an exposed module by the version its remote provides against the shell's need", () => {
    const vehicle = (provides: Record<string, string>) => ({ contracts: { needs: {}, provides } });
    expect(exposeRefusal('vehicle', './fit-badge-view', vehicle({ 'fit-badge-view': '1.3' }), { 'fit-badge-view': '1.2' })).toBeUndefined();
    expect(exposeRefusal('vehicle', './fit-badge-view', vehicle({ 'fit-badge-view': '1.1' }), { 'fit-badge-view': '1.2' })).toBe(
      'vehicle provides fit-badge-view 1.1, this shell needs 1.2',
    );
    expect(exposeRefusal('vehicle', './fit-badge-view', vehicle({}), { 'fit-badge-view': '1.2' })).toBe('vehicle provides fit-badge-view none, this shell needs 1.2');
    expect(exposeRefusal('vehicle', './fit-badge-view', { contracts: { provides: { 'fit-badge-view': 'x' } } }, { 'fit-badge-view': '1.2' })).toBe(
      'vehicle has a malformed contract declaration: {"contracts":{"provides":{"fit-badge-view":"x"}}}',
    );
    // A module the shell has no contract for (one remote's piece for another) is not the shell's to judge.
    expect(exposeRefusal('vehicle', './new-thing', vehicle({}), { 'fit-badge-view': '1.2' })).toBeUndefined();
    // No declaration: the oldest version, 1.0.
    expect(exposeRefusal('vehicle', './fit-badge-view', undefined, { 'fit-badge-view': '1.0' })).toBeUndefined();
    expect(exposeRefusal('vehicle', './fit-badge-view', undefined, { 'fit-badge-view': '1.1' })).toBe('vehicle provides fit-badge-view 1.0, this shell needs 1.1');
  });

  it("refuses a remote whose page parcel is another major than the shell's, or older", () => {
    expect(contractRefusal('content', { contracts: { needs: { bus: '1.0' }, provides: { parcel: '2.0' } } }, shell)).toBe(`content provides parcel 2.0, this shell needs ${PARCEL_CONTRACT}`);
    expect(contractRefusal('content', { contracts: { needs: { bus: '1.0' }, provides: {} } }, shell)).toBe(`content provides parcel none, this shell needs ${PARCEL_CONTRACT}`);
  });

  it('versions the bus by the version its events already carry, and every table entry is major.minor', () => {
    expect(HOST_CONTRACTS.bus).toBe(`${EVENT_VERSION}.0`);
    for (const v of Object.values({ ...HOST_CONTRACTS, ...EXPOSED_CONTRACTS })) expect(v).toMatch(/^\d+\.\d+$/);
    expect(EXPOSED_CONTRACTS.parcel).toBe(PARCEL_CONTRACT);
  });
});
