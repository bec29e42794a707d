// What a composition is made of (the squad's `npm run dev -- <remote>` and the tester's
// `npm run compose -- <file>`): where the other remotes come from, and a source per chosen remote.
// Pure functions, unit-tested (compose-spec.test.cjs); compose.cjs starts what they describe.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('../apps.cjs');
const { cdnDirOf, cdnOriginOf } = require('../release/places.cjs');
const { releaseEntry: releasedEntry } = require('../release/release-store.cjs');

/** A user's mistake (bad file, unknown remote, unknown version): printed as is, no stack trace. */
class ComposeError extends Error {}

const REMOTE_NAMES = REMOTES.map((a) => a.remote);
const SOURCE_WORDS = ['local-dev', 'local-build'];
const RELEASE = /^release:(.*)$/;
/** A release version is a folder name under .data/cdn/<remote>/: `YYYYMMDD-HHMMSS-<sha>`, or any safe name. */
const SAFE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isHttpUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function unknownRemote(name, where) {
  return new ComposeError(`${where}: unknown remote "${name}" (remotes: ${REMOTE_NAMES.join(', ')})`);
}

/**
 * One remote's source: `local-dev` (its webpack dev server, hot reload), `local-build` (its dist/
 * served like npm start), `release:<version>` (the CDN's copy), a browser manifest URL, or a registry
 * entry `{ "browser": url, "server"?: url }`.
 * @returns {{ kind: 'dev' } | { kind: 'build' } | { kind: 'release', version: string } | { kind: 'entry', entry: string | { browser: string, server?: string } }}
 */
function parseSource(value, where) {
  if (value === 'local-dev') return { kind: 'dev' };
  if (value === 'local-build') return { kind: 'build' };
  if (typeof value === 'string') {
    const release = RELEASE.exec(value);
    if (release) {
      if (!SAFE_VERSION.test(release[1])) throw new ComposeError(`${where}: "${value}" is not a release version (release:YYYYMMDD-HHMMSS-<sha>)`);
      return { kind: 'release', version: release[1] };
    }
    if (isHttpUrl(value)) return { kind: 'entry', entry: value };
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { browser, server, ...rest } = value;
    const extra = Object.keys(rest).filter((k) => k !== 'version');
    if (extra.length) throw new ComposeError(`${where}.${extra[0]}: unknown field (an entry has "browser" and optionally "server")`);
    if (typeof browser !== 'string' || !isHttpUrl(browser)) throw new ComposeError(`${where}.browser: expected an http(s) manifest URL`);
    if (server !== undefined && (typeof server !== 'string' || !isHttpUrl(server))) throw new ComposeError(`${where}.server: expected an http(s) manifest URL`);
    return { kind: 'entry', entry: value };
  }
  throw new ComposeError(`${where}: expected ${SOURCE_WORDS.map((w) => `"${w}"`).join(', ')}, "release:<version>" or a manifest URL (got ${JSON.stringify(value)})`);
}

/**
 * The tester's compose file: `{ "from": "local" | "<shop url>", "port"?: n, "remotes": { "<remote>": <source> } }`.
 * @param {unknown} raw parsed JSON
 * @param {string} [name] the file's name, for messages
 * @returns {{ from: string, port?: number, remotes: Record<string, ReturnType<typeof parseSource>> }}
 */
function parseComposeFile(raw, name = 'compose file') {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ComposeError(`${name}: expected a JSON object with "from" and "remotes"`);
  const unknown = Object.keys(raw).filter((k) => !['from', 'port', 'remotes', '$comment'].includes(k));
  if (unknown.length) throw new ComposeError(`${name}: unknown field "${unknown[0]}" (fields: from, port, remotes)`);
  const from = raw.from ?? 'local';
  if (typeof from !== 'string' || (from !== 'local' && !isHttpUrl(from))) throw new ComposeError(`${name}: "from" must be "local" or a shop URL (got ${JSON.stringify(raw.from)})`);
  if (raw.port !== undefined && !(Number.isInteger(raw.port) && raw.port > 0 && raw.port < 65530)) throw new ComposeError(`${name}: "port" must be a port number`);
  if (!raw.remotes || typeof raw.remotes !== 'object' || Array.isArray(raw.remotes)) throw new ComposeError(`${name}: "remotes" must be an object of remote name → source`);
  const remotes = {};
  for (const [remote, value] of Object.entries(raw.remotes)) {
    if (!REMOTE_NAMES.includes(remote)) throw unknownRemote(remote, `${name}: remotes`);
    remotes[remote] = parseSource(value, `${name}: remotes.${remote}`);
  }
  return { from: from.replace(/\/+$/, ''), ...(raw.port !== undefined ? { port: raw.port } : {}), remotes };
}

/** Reads and parses a compose file; a missing file or bad JSON is a ComposeError naming it. */
function readComposeFile(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ComposeError(`${file}: no such file`);
  }
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ComposeError(`${file}: not valid JSON (${error.message})`);
  }
  return parseComposeFile(raw, path.basename(file));
}

/**
 * `release:<version>` of a remote → its registry entry on the CDN origin. The version's folder must
 * exist under .data/cdn/<remote>/ (made by `npm run release`); its server build, when released, too.
 */
function releaseEntry(remote, version, { env = process.env, cdnDir = cdnDirOf(env) } = {}) {
  const dir = path.join(cdnDir, remote, version);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) {
    const known = fs.existsSync(path.join(cdnDir, remote)) ? fs.readdirSync(path.join(cdnDir, remote)).filter((v) => SAFE_VERSION.test(v)).sort() : [];
    throw new ComposeError(
      `${remote}: release ${version} not found in ${path.relative(process.cwd(), dir) || dir} (${known.length ? `released: ${known.join(', ')}` : `no releases of ${remote}; make one with npm run release -- ${remote}`})`,
    );
  }
  const app = REMOTES.find((a) => a.remote === remote);
  if (!app) throw unknownRemote(remote, 'release');
  return releasedEntry(app, version, cdnOriginOf(env).replace(/\/+$/, ''), { server: fs.existsSync(path.join(dir, 'server', 'mf-manifest.json')) });
}

/** A remote's dev server: browser build only (no server build in development), so its pages render in the browser. */
const devEntry = (origin) => `${origin}/mf-manifest.json`;

/** A remote's built dist/ served at `origin`: with its server build when it has one. */
function buildEntry(app, origin) {
  const browser = `${origin}/mf-manifest.json`;
  return fs.existsSync(path.join(app.dir, 'dist', 'server', 'mf-manifest.json')) ? { browser, server: `${origin}/server/mf-manifest.json` } : browser;
}

/**
 * The shell's registry: `base` (the shop's remotes.json) with the chosen remotes replaced; every other
 * remote keeps its entry as it is. Replacing an unknown remote is an error.
 */
function mergeRegistry(base, replacements) {
  if (!base || typeof base !== 'object' || Array.isArray(base)) throw new ComposeError('the base registry is not a JSON object');
  for (const name of Object.keys(replacements)) if (!REMOTE_NAMES.includes(name)) throw unknownRemote(name, 'registry');
  return { ...base, ...replacements };
}

/** `npm run dev -- catalog vehicle --from=<url>`: remote names (project names too) and the options. */
function parseDevArgs(argv) {
  const names = [];
  const options = { from: 'local', build: true };
  for (const arg of argv) {
    if (arg.startsWith('--from=')) options.from = arg.slice('--from='.length).replace(/\/+$/, '');
    else if (arg.startsWith('--port=')) options.port = Number(arg.slice('--port='.length));
    else if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('-')) throw new ComposeError(`unknown option ${arg} (options: --from=<shop url>, --port=<n>, --no-build)`);
    else {
      const app = REMOTES.find((a) => a.remote === arg || a.project === arg);
      if (!app) throw unknownRemote(arg, 'npm run dev');
      if (!names.includes(app.remote)) names.push(app.remote);
    }
  }
  if (options.from !== 'local' && !isHttpUrl(options.from)) throw new ComposeError(`--from: expected a shop URL (got ${options.from})`);
  if (options.port !== undefined && !(Number.isInteger(options.port) && options.port > 0 && options.port < 65530)) throw new ComposeError('--port: expected a port number');
  return { remotes: Object.fromEntries(names.map((n) => [n, { kind: 'dev' }])), ...options };
}

module.exports = { ComposeError, parseSource, parseComposeFile, readComposeFile, releaseEntry, devEntry, buildEntry, mergeRegistry, parseDevArgs, REMOTE_NAMES };
