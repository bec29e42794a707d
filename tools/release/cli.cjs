// What the release scripts share: the places from the environment, who releases, and errors for a
// user's mistake printed as one line (exit 2), without a stack trace.
const { UsageError, cdnDirOf, cdnOriginOf, registryFileOf } = require('./places.cjs');
const { sourceInfo } = require('./version.cjs');

function places(env = process.env) {
  return { cdnDir: cdnDirOf(env), cdnOrigin: cdnOriginOf(env), registryFile: registryFileOf(env), env };
}

/** Splits `argv` into positional arguments and the `--flags` in `known`; anything else is a usage error. */
function parseArgs(argv, known, usage) {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  for (const flag of flags) if (!known.includes(flag)) throw new UsageError(`Unknown option ${flag}. Usage: ${usage}`);
  return { args: argv.filter((a) => !a.startsWith('--')), flags };
}

/** Runs a script's main; a UsageError (or a lock held too long, a broken JSON file) is one red line and exit code 2. */
async function main(fn) {
  try {
    await fn();
  } catch (error) {
    if (!(error instanceof UsageError) && error.code !== 'ELOCKED' && error.code !== 'EBADJSON') throw error;
    console.error(`\x1b[31m${error.message}\x1b[0m`);
    process.exit(2);
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

module.exports = { places, parseArgs, main, seconds, sourceInfo, UsageError };
