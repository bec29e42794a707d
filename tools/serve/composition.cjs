// Starts the built shell and remotes in this process, each on its own port, with handles to stop and
// restart one remote. Used by `npm start`, the e2e suite and the size report, so all three serve
// the shop the same way.
const { createAppServer } = require('./static-server.cjs');
const { registrySource, runtimeConfigSource } = require('./registry-source.cjs');
const { APPS, HOST, portOf } = require('../apps.cjs');
const { startCdn } = require('../release/cdn-server.cjs');
const { DEFAULT_CDN_PORT } = require('../release/places.cjs');

/**
 * @param {object} [options]
 * @param {number} [options.basePort]  shell on basePort, remotes on basePort+1…+5 (default: the env/default ports)
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {string} [options.bind]
 * @param {string[]} [options.apps]  the apps to serve (project or remote names; default all): a squad's
 *   composition serves the shell and some remotes, the others come from elsewhere (tools/compose)
 * @param {string} [options.cdnDir] also serve released builds from this folder (the local CDN, tools/release),
 *   on basePort + 11, else CDN_PORT, else 4111
 */
async function startComposition({ basePort, env = process.env, bind = env.AXLEBAY_BIND || '127.0.0.1', apps, cdnDir } = {}) {
  const portEnv = basePort ? Object.fromEntries(APPS.map((a, i) => [a.portEnv, String(basePort + i)])) : {};
  const effectiveEnv = { ...env, ...portEnv };
  const registry = registrySource(effectiveEnv);
  const runtimeConfig = runtimeConfigSource(effectiveEnv);
  const servers = new Map();

  const byName = (name) => {
    const app = APPS.find((a) => a.project === name || a.remote === name);
    if (!app) throw new Error(`Unknown app ${name}`);
    return app;
  };
  const urlOf = (app) => `http://${HOST}:${portOf(app, effectiveEnv)}`;

  async function start(name) {
    const app = byName(name);
    if (servers.has(app.project)) return urlOf(app);
    const server = await createAppServer({ distDir: `${app.dir}/dist`, isShell: !app.remote, registry, runtimeConfig, env: effectiveEnv });
    await server.listen({ port: portOf(app, effectiveEnv), host: bind });
    servers.set(app.project, server);
    return urlOf(app);
  }

  async function stop(name) {
    const app = byName(name);
    const server = servers.get(app.project);
    servers.delete(app.project);
    if (server) await server.close();
  }

  const cdnPort = basePort ? basePort + 11 : Number(env.CDN_PORT || DEFAULT_CDN_PORT);
  const cdn = cdnDir ? await startCdn({ dir: cdnDir, port: cdnPort, host: bind }) : undefined;
  const served = APPS.filter((a) => !apps || apps.includes(a.project) || apps.includes(a.remote ?? 'shell'));
  for (const app of served) await start(app.project);
  // The shell's server loads each remote's server container on first use and Node compiles the
  // render path on its first runs: a few renders now keep the first shoppers' pages in budget.
  await warmUp(urlOf(APPS[0]));

  return {
    shopUrl: urlOf(APPS[0]),
    urls: Object.fromEntries(served.map((a) => [a.remote ?? 'shell', urlOf(a)])),
    cdnUrl: cdn ? `http://${HOST}:${cdnPort}` : undefined,
    start,
    stop,
    async close() {
      for (const name of [...servers.keys()]) await stop(name);
      await cdn?.close();
    },
  };
}

async function warmUp(shopUrl) {
  for (const path of ['/', '/', '/search?keyword=brake', '/about', '/', '/search?keyword=oil']) {
    await fetch(`${shopUrl}${path}`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  }
}

module.exports = { startComposition };
