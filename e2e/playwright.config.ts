import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

/** `npm test`'s first lane (E2E_LANE=first) leaves the second lane's specs to it (tools/e2e-lanes.cjs). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lanes = require('../tools/e2e-lanes.cjs') as { secondLaneIgnore(): string[] };

/**
 * The shop composed in a real browser: the built shell and remotes served as `npm start` serves them
 * (started by the `shop` fixture, each on its own port). One worker: tests stop and restart remotes.
 */
export default defineConfig({
  testDir: './tests',
  testIgnore: process.env.E2E_LANE === 'first' ? lanes.secondLaneIgnore() : undefined,
  workers: 1,
  fullyParallel: false,
  // npm test runs two lanes beside each other on two cores: a 15-25 s journey (checkout, invoice) takes
  // 30-50 s there. The limit is for hangs, not speed (speed has its own benchmarks).
  timeout: 60_000,
  // Beside the other lane a step can wait several seconds more (a vehicle change, a new search and its
  // badges took over 7 s there); a wait ends as soon as its condition holds.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
