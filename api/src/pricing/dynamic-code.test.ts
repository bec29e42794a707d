import { checkDynamicCode, mintDynamicCode } from './dynamic-code';

const TODAY = new Date('2026-11-25T12:00:00Z');

describe('dynamic promotion codes', () => {
  it('mints DYN-<percent>-<yyyymmdd>-<sig8> and accepts it through its expiry day', () => {
    const code = mintDynamicCode(20, new Date('2026-11-25T00:00:00Z'));
    expect(code).toMatch(/^DYN-20-20261125-[0-9A-F]{8}$/);
    expect(checkDynamicCode(code, TODAY)).toEqual({ valid: true, code, percent: 20, expiresOn: '2026-11-25' });
    expect(checkDynamicCode(code, new Date('2026-11-26T00:00:01Z'))).toMatchObject({ valid: false, message: 'This code has expired', percent: 20 });
  });

  it('refuses a changed percent or date, another secret, and malformed codes', () => {
    const code = mintDynamicCode(15, new Date('2026-12-31T00:00:00Z'));
    const sig = code.slice(-8);
    for (const forged of [`DYN-50-20261231-${sig}`, `DYN-15-20271231-${sig}`, mintDynamicCode(15, new Date('2026-12-31T00:00:00Z'), 'another secret'), 'DYN-15-20261231', 'DYN-15-20261399-ABCDEF12', 'DYN-015-20261231-ABCDEF12']) {
      expect({ forged, r: checkDynamicCode(forged, TODAY) }).toMatchObject({ forged, r: { valid: false, message: 'This code is not valid' } });
    }
    expect(() => mintDynamicCode(0, TODAY)).toThrow();
    expect(() => mintDynamicCode(51, TODAY)).toThrow();
  });
});
