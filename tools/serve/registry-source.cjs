// Where the shell's remotes.json comes from: a file named by AXLEBAY_REGISTRY (re-read on every
// request, so pointing it at another build takes effect without a rebuild or restart), or the
// local ports of `npm start`.
const fs = require('node:fs');
const { defaultRegistry, HOST } = require('../apps.cjs');

function registrySource(env = process.env) {
  const file = env.AXLEBAY_REGISTRY;
  if (!file) return () => defaultRegistry(env);
  return () => JSON.parse(fs.readFileSync(file, 'utf8'));
}



/** `/runtime-config.json` of the shell: where the commerce API lives, and the tag manager container if any. */
function runtimeConfigSource(env = process.env) {
  const apiBaseUrl = env.AXLEBAY_API_URL || `http://${HOST}:${env.API_PORT || 4000}`;
  // `?mfOverride=` for integration testers: on only where the composition opts in (npm start, the e2e suite).
  const allowOverrides = env.AXLEBAY_ALLOW_OVERRIDES === '1';
  // Spec §7 Third-party: the tag manager's container id; unset (tests, local shops), nothing external loads.
  const gtmId = env.AXLEBAY_GTM_ID || undefined;
  return () => ({ apiBaseUrl, production: true, allowOverrides, ...(gtmId ? { gtmId } : {}) });
}

module.exports = { registrySource, runtimeConfigSource };
