// Starts a composition for a squad or an integration tester: the built shell (server composition on,
// like npm start) with a registry file made of a shop's remotes.json and the chosen remotes replaced:
// webpack dev servers (hot reload), local builds, CDN releases or any manifest URL.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { APPS, REMOTES, SHELL, HOST, root, originOf } = require('../apps.cjs');
const { bin, run, NX_ENV } = require('../run.cjs');
const { ComposeError, mergeRegistry, releaseEntry, devEntry, buildEntry } = require('./compose-spec.cjs');

/** The squad's shop: the shell on this port, remote i of tools/apps.cjs on port + i (away from npm start's 4100…). */
const DEFAULT_COMPOSE_PORT = 4600;

const appOf = (remote) => REMOTES.find((a) => a.remote === remote);
const originAt = (port) => `http://${HOST}:${port}`;

async function fetchJson(url, timeoutMs = 3000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return res.json();
}

/**
 * Where the other remotes come from. `local`: the npm start shop at the shell's port if it answers,
 * else the local builds (served here, with an API started here). A URL: that shop's remotes.json
 * and its runtime config (the API it talks to).
 * @returns {Promise<{ shop?: string, base: object, apiBaseUrl?: string }>}
 */
async function resolveFrom(from, env) {
  const shop = from === 'local' ? originOf(SHELL, env) : from;
  let base;
  try {
    base = await fetchJson(`${shop}/remotes.json`, from === 'local' ? 1500 : 5000);
  } catch (error) {
    if (from === 'local') return { base: {} };
    throw new ComposeError(`from: could not read ${shop}/remotes.json (${error.cause?.code ?? error.message})`);
  }
  const config = await fetchJson(`${shop}/runtime-config.json`).catch(() => ({}));
  return { shop, base, apiBaseUrl: typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : undefined, allowOverrides: config.allowOverrides === true };
}

/** The webpack dev server of one remote on `port`, in the mode a built shop can load (AXLEBAY_DEV_IN_SHOP). */
function devServerCommand(app, port) {
  return {
    cmd: bin('webpack'),
    args: ['serve', '--mode', 'development', '-c', `${app.project}/webpack.config.cjs`],
    env: { [app.portEnv]: String(port), AXLEBAY_DEV_IN_SHOP: '1' },
  };
}

async function waitFor(url, { timeoutMs, child }) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the dev server exited with code ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

function startDevServer(app, port, log) {
  const { cmd, args, env } = devServerCommand(app, port);
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...NX_ENV, ...env } });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  log(`Starting ${app.project}'s dev server on ${originAt(port)} (first compile takes a while)…`);
  return { child, stop };
}

/**
 * @param {object} options
 * @param {string} options.from                 'local' or a shop URL
 * @param {Record<string, import('./compose-spec.cjs').Source>} options.remotes remote → source
 * @param {number} [options.port]               the shell's port (remotes on port+1…); AXLEBAY_COMPOSE_PORT, 4600
 * @param {boolean} [options.build]             build the shell and the served remotes first (Nx, cached)
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {(line: string) => void} [options.log]
 */
async function startCompose({ from, remotes, port, build = true, env = process.env, log = console.log }) {
  const basePort = port ?? Number(env.AXLEBAY_COMPOSE_PORT || DEFAULT_COMPOSE_PORT);
  const portOfApp = (app) => basePort + APPS.indexOf(app);
  const resolved = await resolveFrom(from, env);
  // No shop to take them from: every remote not chosen comes from its local build.
  const sources = { ...(resolved.shop ? {} : Object.fromEntries(REMOTES.map((a) => [a.remote, { kind: 'build' }]))), ...remotes };
  const byKind = (kind) => Object.keys(sources).filter((r) => sources[r].kind === kind);

  const replacements = {};
  for (const remote of byKind('release')) {
    replacements[remote] = releaseEntry(remote, sources[remote].version, { env });
    const url = replacements[remote].browser;
    if (!(await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false))) {
      log(`Warning: ${url} does not answer: is the CDN origin running? (AXLEBAY_CDN_ORIGIN names it)`);
    }
  }
  for (const remote of byKind('entry')) replacements[remote] = sources[remote].entry;

  const needsApi = !resolved.apiBaseUrl && !env.AXLEBAY_API_URL;
  if (build) {
    const projects = ['shell', ...byKind('build').map((r) => appOf(r).project), ...(needsApi ? ['api'] : [])];
    log(`Building ${projects.join(', ')} (production, cached)…`);
    const code = await run(bin('nx'), ['run-many', '-t', 'build', `--projects=${projects.join(',')}`, '--outputStyle=static']);
    if (code !== 0) throw new ComposeError(`the build failed (exit code ${code})`);
  }

  const stops = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    let apiBaseUrl = env.AXLEBAY_API_URL || resolved.apiBaseUrl;
    if (!apiBaseUrl) {
      const { startApi, devMailOnLine } = require('../api-process.cjs');
      log('No shop answers: starting the commerce API…');
      const shellOrigins = ['localhost', '127.0.0.1', 'ca.localhost'].map((h) => `http://${h}:${basePort}`);
      const api = await startApi({ onLine: devMailOnLine, env: { LOG_LEVEL: env.LOG_LEVEL || 'info', AXLEBAY_CORS_ORIGINS: shellOrigins.join(',') } });
      stops.push(api.stop);
      apiBaseUrl = api.url;
    }

    // One dev server at a time: each first compile takes a core.
    for (const remote of byKind('dev')) {
      const app = appOf(remote);
      const server = startDevServer(app, portOfApp(app), log);
      stops.push(server.stop);
      replacements[remote] = devEntry(originAt(portOfApp(app)));
      await waitFor(replacements[remote], { timeoutMs: 5 * 60_000, child: server.child });
    }
    for (const remote of byKind('build')) replacements[remote] = buildEntry(appOf(remote), originAt(portOfApp(appOf(remote))));

    const registry = mergeRegistry(resolved.base, replacements);
    // Kept on disk and re-read per request: edit it and reload to swap a remote without a restart.
    const registryFile = path.join(root, '.data', 'compose', `remotes-${basePort}.json`);
    fs.mkdirSync(path.dirname(registryFile), { recursive: true });
    fs.writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);

    const { startComposition } = require('../serve/composition.cjs');
    const shop = await startComposition({
      basePort,
      apps: ['shell', ...byKind('build')],
      // A tester's shop: ?mfOverride= on, as npm start has it.
      env: { AXLEBAY_ALLOW_OVERRIDES: '1', ...env, AXLEBAY_REGISTRY: registryFile, AXLEBAY_API_URL: apiBaseUrl },
    });
    stops.push(shop.close);
    // The shop itself can show the dev servers too, when it lets testers override remotes (loopback URLs).
    const devOverrides = byKind('dev').map((r) => `mfOverride=${r}@${replacements[r]}`);
    const overrideUrl = resolved.shop && resolved.allowOverrides && devOverrides.length ? `${resolved.shop}/?${devOverrides.join('&')}` : undefined;
    return { shopUrl: shop.shopUrl, registry, registryFile, apiBaseUrl, from: resolved.shop ?? 'local builds', sources, overrideUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** What each remote is, for the start-up message. */
function describe({ registry, sources, from }) {
  return Object.keys(registry).map((remote) => {
    const kind = sources[remote]?.kind;
    const entry = registry[remote];
    const url = typeof entry === 'string' ? entry : entry.browser;
    const what = { dev: 'dev server (reloads on save), browser-rendered', build: 'local build', release: `release ${sources[remote]?.version}`, entry: 'manifest URL' }[kind] ?? `from ${from}`;
    return `  ${remote.padEnd(14)} ${what.padEnd(48)} ${url}`;
  });
}

/** CLI wrapper: prints the composition and the URL to open, stops everything on Ctrl+C; a user's mistake prints one line. */
async function runCompose(options) {
  try {
    const shop = await startCompose(options);
    console.log(`\n${describe(shop).join('\n')}\n  ${'api'.padEnd(14)} ${shop.apiBaseUrl}\n  registry file  ${path.relative(process.cwd(), shop.registryFile)}`);
    if (shop.overrideUrl) console.log(`\nIn ${shop.from} itself (its own registry, your dev servers swapped in): ${shop.overrideUrl}`);
    console.log(`\nOpen: ${shop.shopUrl}/\n(press Ctrl+C to stop)`);
    const stop = async () => {
      await shop.close();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    if (!(error instanceof ComposeError)) throw error;
    console.error(`Error: ${error.message}`);
    process.exit(1);
  }
}

module.exports = { startCompose, runCompose, devServerCommand, resolveFrom, DEFAULT_COMPOSE_PORT };
