// `npm test`: typecheck, unit tests (jest), the Playwright suite in a real Chromium and the size
// budget, then one closing line "N passed, N failed" that CI reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { bin, run } = require('./run.cjs');
const { ensureChromium } = require('./chromium.cjs');

const results = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** One line per failed test, printed last so the end of a CI log names them. */
const failedTests = [];
const firstLine = (text = '') => String(text).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 200) ?? '';

function step(name) {
  console.log(`\n━━ ${name} ━━`);
}

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error.message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

step('typecheck and build (nx, cached)');
if ((await run(bin('nx'), ['run-many', '-t', 'typecheck', 'build', '--outputStyle=static'])) !== 0) {
  failures.push('typecheck/build');
  totals.failed += 1;
}

/** Adds a jest --json result file to the totals. */
function countJest(file, label) {
  if (!fs.existsSync(file)) {
    failures.push(`${label} (no results)`);
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += r.numPendingTests;
  if (!r.success) failures.push(label);
  for (const suite of r.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failedTests.push(`${label}: ${file} › ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && suite.status === 'failed') failedTests.push(`${label}: ${file} — ${firstLine(suite.message)}`);
  }
}

/** Adds a Playwright JSON report to the totals; `somePass`: a run where nothing passed is a failure. */
function countPlaywright(file, label, { somePass = false } = {}) {
  if (!fs.existsSync(file)) {
    failures.push(`${label} (no results)`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = report.stats;
  collectFailedSpecs(report.suites ?? [], label);
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
  if (s.unexpected > 0 || (somePass && s.expected === 0)) failures.push(label);
}

/** Playwright's JSON report: suites nest; a spec failed when one of its tests ended unexpected. */
function collectFailedSpecs(suites, label) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message;
        failedTests.push(`${label}: ${spec.file}:${spec.line} › ${spec.title} — ${firstLine(error)}`);
      }
    }
    collectFailedSpecs(suite.suites ?? [], label);
  }
}

/**
 * Runs a command with its output kept in a file, printed whole when it ends, so two steps can run side
 * by side without interleaving their lines.
 */
async function quietStep(name, cmd, args, options = {}) {
  const log = path.join(results, `${name.replace(/\W+/g, '-')}.log`);
  const fd = fs.openSync(log, 'w');
  const started = Date.now();
  const code = await run(cmd, args, { ...options, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  step(`${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  process.stdout.write(fs.readFileSync(log, 'utf8'));
  return code;
}

// Two lanes side by side, each keeping about one core busy (jest runs one worker on this 2-core
// machine): the unit tests, the API suite on PostgreSQL, then most of the Playwright suite; beside them
// the API suite on PGlite, the rest of the Playwright suite (tools/e2e-lanes.cjs: the specs that start
// processes of their own, the N-1 skew cases and the long sweeps), then the size budget, which measures
// bytes, not time. The API runs use separate databases; the shops separate ports (first lane 43xx,
// second lane and size 44xx, one after the other); the dataset cache they share is written atomically.
// Version skew (tools/skew, e2e/tests/skew.spec.ts): the previous versions (N-1) are built from git
// beside the lanes at a lower priority (cached: usually nothing to build).
const { SECOND_LANE_SPECS } = require('./e2e-lanes.cjs');
const E2E_BASE = Number(process.env.E2E_BASE_PORT || 4300);
const buildFailed = failures.includes('typecheck/build');
const jestJson = path.join(results, 'jest.json');
const pwJson = path.join(results, 'playwright.json');
const secondJson = path.join(results, 'playwright-second-lane.json');
const apiRun = (db) =>
  quietStep(`API tests on ${db === 'pglite' ? 'PGlite' : 'PostgreSQL'} (real HTTP)`, 'node', ['api/scripts/run-tests.cjs', `--db=${db}`, '--ci'], {
    env: { AXLEBAY_TEST_RESULTS_DIR: results },
  });
const e2e = () => {
  step('end-to-end tests, first lane (Playwright, Chromium)');
  return run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_LANE: 'first' },
  });
};
// Its traces go to their own folder: the first lane empties e2e/test-results when it starts. Without
// the N-1 builds the skew cases cannot run: the rest of the lane still does, and the builds count as failed.
const secondLaneE2e = (withSkew) =>
  quietStep('end-to-end tests, second lane (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...SECOND_LANE_SPECS.filter((spec) => withSkew || spec !== 'skew.spec.ts').map((spec) => `tests/${spec}`), '--reporter=list,json', '--output=.data/test-results-second-lane'], {
    env: { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: secondJson, E2E_BASE_PORT: String(E2E_BASE + 100) },
  });
const size = () => quietStep('size budget (first-load JS per page)', 'node', ['tools/size.mjs'], { env: { CHROME_PATH: chromium } });
const skewBuilds = quietStep('N-1 builds for the skew tests', 'nice', ['-n', '10', 'node', 'tools/skew/build-previous.mjs']);
let sizeCode;
const [, , skewBuildCode] = await Promise.all([
  (async () => {
    await quietStep('unit tests (jest)', bin('jest'), ['--json', `--outputFile=${jestJson}`, '--ci']);
    await apiRun('postgres');
    if (!buildFailed) await e2e();
  })(),
  (async () => {
    await apiRun('pglite');
    if (buildFailed) return;
    await secondLaneE2e((await skewBuilds) === 0);
    sizeCode = await size();
  })(),
  skewBuilds,
]);
countJest(jestJson, 'unit tests');
countJest(path.join(results, 'api-pglite.json'), 'API tests on PGlite');
if (fs.existsSync(path.join(results, 'api-postgres.json')) || process.env.CI === 'true') {
  countJest(path.join(results, 'api-postgres.json'), 'API tests on PostgreSQL');
}
if (skewBuildCode !== 0) {
  failures.push('N-1 builds');
  totals.failed += 1;
}

if (buildFailed) console.log('\nSkipped e2e and size: the build failed.');
else {
  countPlaywright(pwJson, 'e2e, first lane', { somePass: true });
  // Skipped skew cases are a pass: a shallow clone has no N-1.
  countPlaywright(secondJson, 'e2e, second lane', { somePass: true });
  if (sizeCode === 0) totals.passed += 1;
  else {
    failures.push('size budget');
    totals.failed += 1;
  }
}

fs.rmSync(results, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((l) => `  ✘ ${l}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
