// `npm test` runs the Playwright suite in two lanes side by side (tools/test.mjs): most specs after the
// unit tests and the API suite on PostgreSQL, these after the API suite on PGlite, on their own ports
// (E2E_BASE_PORT + 100). Specs that start processes of their own (releases, a squad's dev server, N-1
// builds) and the long sweeps are here, so the two lanes end at about the same time.
/** Spec files (under e2e/tests) of the second lane; skew.spec.ts also needs the N-1 builds. */
const SECOND_LANE_SPECS = [
  'skew.spec.ts',
  'release.spec.ts',
  'compose.spec.ts',
  'contracts.spec.ts',
  'registry.spec.ts',
  'failure-isolation.spec.ts',
  'server-html.spec.ts',
  'help.spec.ts',
  'a11y.spec.ts',
];

/** Glob patterns for Playwright's testIgnore: the first lane skips the second lane's specs. */
const secondLaneIgnore = () => SECOND_LANE_SPECS.map((spec) => `**/${spec}`);

module.exports = { SECOND_LANE_SPECS, secondLaneIgnore };
