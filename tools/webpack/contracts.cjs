// A build's contract declaration and release, written into its mf-manifest.json (`metaData.axlebay`)
// through the federation plugin's `manifest.additionalData`: the shell reads it before running any of
// the remote's code (shell/src/federation/contracts-plugin.ts, and the server's page renderer).
const path = require('node:path');
const swc = require('@swc/core');

const VERSIONS_FILE = path.join(__dirname, '../../shared-lib/src/contracts/versions.ts');

/** Evaluates a TypeScript module of constants (and its relative imports) so the table has one source. */
function loadTs(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports;
  const { code } = swc.transformFileSync(file, { swcrc: false, configFile: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2020' }, module: { type: 'commonjs' } });
  const module = { exports: {} };
  cache.set(file, module);
  const requireTs = (request) => loadTs(path.resolve(path.dirname(file), `${request}.ts`), cache);
  new Function('exports', 'require', 'module', code)(module.exports, requireTs, module);
  return module.exports;
}

/**
 * @param {object} options
 * @param {string} options.project  e.g. `mfe-catalog`
 * @param {string} options.release  RELEASE_VERSION of this build
 * @param {Record<string,string>} [options.exposes] a remote's exposes (absent for the shell)
 * @param {Record<string,string>} [options.needs] a remote that needs less than the current host contracts
 */
function contractDeclaration({ project, release, exposes, needs = {} }) {
  const { HOST_CONTRACTS, EXPOSED_CONTRACTS, SHELL_CONTRACTS } = loadTs(VERSIONS_FILE);
  if (!exposes) return { release, contracts: SHELL_CONTRACTS };
  const provides = Object.fromEntries(
    Object.keys(exposes).map((expose) => {
      const name = expose.replace(/^\.\//, '');
      if (!EXPOSED_CONTRACTS[name]) throw new Error(`${project} exposes ${expose}, which has no version in shared-lib/src/contracts/versions.ts (EXPOSED_CONTRACTS)`);
      return [name, EXPOSED_CONTRACTS[name]];
    }),
  );
  return { release, contracts: { needs: { ...HOST_CONTRACTS, ...needs }, provides } };
}

/** The federation plugin's `manifest` option carrying the declaration. */
function manifestWithDeclaration(options) {
  const declaration = contractDeclaration(options);
  const { DECLARATION_KEY } = loadTs(VERSIONS_FILE);
  return {
    additionalData({ stats }) {
      stats.metaData[DECLARATION_KEY] = declaration;
      return stats;
    },
  };
}

module.exports = { contractDeclaration, manifestWithDeclaration, loadTs };
