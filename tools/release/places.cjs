// Where releases live: the local "CDN" folder and its origin, the shop's registry file and the release
// history. Every one can be moved by environment variable (tests use their own folders and ports).
const path = require('node:path');
const { APPS, HOST, root } = require('../apps.cjs');

/** Next to the shop's ports (shell 4100, remotes 4101–4105); the e2e shop uses its base port + 11. */
const DEFAULT_CDN_PORT = 4111;

class UsageError extends Error {}

function cdnDirOf(env = process.env) {
  return path.resolve(root, env.AXLEBAY_CDN_DIR || '.data/cdn');
}

function cdnOriginOf(env = process.env) {
  return env.AXLEBAY_CDN_ORIGIN || `http://${HOST}:${env.CDN_PORT || DEFAULT_CDN_PORT}`;
}

/** The registry file `npm start` serves and releases change (AXLEBAY_REGISTRY when set). */
function registryFileOf(env = process.env) {
  return path.resolve(root, env.AXLEBAY_REGISTRY || '.data/registry/remotes.json');
}

const historyFileOf = (cdnDir) => path.join(cdnDir, 'releases.json');

/** A remote by its registry name (`catalog`) or its folder (`mfe-catalog`). */
function remoteApp(name) {
  const app = APPS.find((a) => a.remote && (a.remote === name || a.project === name));
  if (!app) throw new UsageError(`Unknown remote "${name ?? ''}". Remotes: ${APPS.filter((a) => a.remote).map((a) => a.remote).join(', ')}`);
  return app;
}

module.exports = { DEFAULT_CDN_PORT, UsageError, cdnDirOf, cdnOriginOf, registryFileOf, historyFileOf, remoteApp };
