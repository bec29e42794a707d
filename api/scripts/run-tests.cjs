// The API suite twice: on embedded PGlite, then on a throwaway PostgreSQL server (same tests, same
// answers). PostgreSQL is skipped with a notice when its server binaries are missing, except in CI.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
// `--db=pglite` or `--db=postgres` runs one of the two (npm test runs them side by side).
const only = process.argv.find((a) => a.startsWith('--db='))?.slice(5);
const extra = process.argv.slice(2).filter((a) => !a.startsWith('--db='));

function run(db) {
  console.log(`\n── API tests on ${db} ──`);
  // PGlite loads its WebAssembly through dynamic import(), which jest's VM needs this flag for.
  const results = process.env.AXLEBAY_TEST_RESULTS_DIR;
  const json = results ? ['--json', `--outputFile=${path.join(results, `api-${db}.json`)}`] : [];
  const result = spawnSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', jest, '-c', 'api/jest.config.cjs', ...json, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, AXLEBAY_TEST_DB: db },
  });
  return result.status ?? 1;
}

const hasPostgres = ['17', '16', '15'].some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`)) || Boolean(process.env.PG_BIN);
let code = only === 'postgres' ? 0 : run('pglite');
if (only === 'pglite') process.exit(code);
if (hasPostgres) code = run('postgres') || code;
else if (process.env.CI === 'true') {
  console.error('PostgreSQL server binaries are missing in CI (apt-get install -y postgresql).');
  code = 1;
} else console.log('\nPostgreSQL server binaries not found: skipped the PostgreSQL run (Debian: apt-get install -y postgresql).');
process.exit(code);
