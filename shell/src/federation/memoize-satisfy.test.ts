/** @jest-environment node */
import { satisfy } from '@module-federation/runtime-tools/runtime-core';
// @ts-expect-error a plain script of the build tools, without types
import { memoizeSatisfy } from '../../../tools/webpack/memoize-satisfy.js';

/**
 * The page's federation runtime checks shared versions with a memoised `satisfy`
 * (tools/webpack/federation-semver.js): it must answer as Module Federation's own does, and ask it once.
 */
const CASES: Array<[string, string]> = [
  ['19.2.0', '^19.0.0'],
  ['18.3.1', '^19.0.0'],
  ['11.14.0', '^11.0.0'],
  ['0.1.0', '^0.1.0'],
  ['0.2.0', '^0.1.0'],
  ['7.8.2', '>=7.0.0 <8.0.0'],
  ['1.2.3-beta.1', '^1.2.3'],
  ['2.0.0', '1.x || 2.x'],
  ['3.0.0', '~2.1.0'],
  ['', '^1.0.0'],
];

describe('memoised satisfy', () => {
  it('answers as Module Federation’s satisfy does', () => {
    const memoised = memoizeSatisfy(satisfy) as typeof satisfy;
    for (const [version, range] of CASES) expect([version, range, memoised(version, range)]).toEqual([version, range, satisfy(version, range)]);
    expect(CASES.some(([v, r]) => satisfy(v, r)) && CASES.some(([v, r]) => !satisfy(v, r))).toBe(true);
  });

  it('asks the real one once per version and range', () => {
    const real = jest.fn(satisfy);
    const memoised = memoizeSatisfy(real) as typeof satisfy;
    for (let i = 0; i < 5; i++) {
      expect(memoised('19.2.0', '^19.0.0')).toBe(true);
      expect(memoised('18.3.1', '^19.0.0')).toBe(false);
    }
    expect(real).toHaveBeenCalledTimes(2);
  });
});
