// How `npm start` and `npm run serve` take part in releases: the shell serves the registry FILE that
// releases change (created from the local ports when missing; re-read per request, so no restart), and
// the local CDN serves the released builds.
const { ensureRegistryFile } = require('./release-store.cjs');
const { cdnDirOf, registryFileOf } = require('./places.cjs');

/** @returns {Promise<{ env: NodeJS.ProcessEnv, cdnDir: string }>} options for startComposition */
async function releasedShop(env = process.env) {
  const registryFile = await ensureRegistryFile(registryFileOf(env), env);
  return { env: { ...env, AXLEBAY_REGISTRY: registryFile }, cdnDir: cdnDirOf(env) };
}

module.exports = { releasedShop };
