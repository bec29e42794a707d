/** @jest-environment node */
import { EXPOSED_CONTRACTS, HOST_CONTRACTS, SHELL_CONTRACTS } from '@axlebay/shared-lib/contracts/versions';

/** What each build writes into its mf-manifest.json (tools/webpack/contracts.cjs): the same table as the shell judges by. */
// @ts-expect-error a script of the build tools, without types
import { contractDeclaration } from '../../../tools/webpack/contracts.cjs';

describe("a build's contract declaration", () => {
  it("declares a remote's needs (the host contracts it was built with) and one version per expose, with its release", () => {
    expect(contractDeclaration({ project: 'mfe-vehicle', release: 'r1', exposes: { './parcel': 'x', './fit-badge-view': 'y' } })).toEqual({
      release: 'r1',
      contracts: { needs: HOST_CONTRACTS, provides: { parcel: EXPOSED_CONTRACTS.parcel, 'fit-badge-view': EXPOSED_CONTRACTS['fit-badge-view'] } },
    });
    expect(contractDeclaration({ project: 'mfe-vehicle', release: 'r1', exposes: { './parcel': 'x' }, needs: { 'parcel-props': '1.0' } }).contracts.needs).toEqual({
      ...HOST_CONTRACTS,
      'parcel-props': '1.0',
    });
  });

  it("declares the shell's provides and needs", () => {
    expect(contractDeclaration({ project: 'shell', release: 'r2' })).toEqual({ release: 'r2', contracts: SHELL_CONTRACTS });
  });

  it('fails the build of an expose without a version', () => {
    expect(() => contractDeclaration({ project: 'mfe-catalog', release: 'r1', exposes: { './new-strip': 'x' } })).toThrow(
      'mfe-catalog exposes ./new-strip, which has no version in shared-lib/src/contracts/versions.ts (EXPOSED_CONTRACTS)',
    );
  });
});
