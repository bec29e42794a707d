// Serves one built app (shell or remote) the way production would: its own origin, gzip, long-cache
// hashed assets, no-cache for HTML, manifests and the registry, CORS for remotes, SPA fallback for the shell.
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const fastifyCompress = require('@fastify/compress');
const fastifyCors = require('@fastify/cors');
const { loadPageRenderer } = require('./page-renderer.cjs');
const { publicLogsRoute } = require('./public-logs.cjs');
const { registerAbtestRoute } = require('./abtest-route.cjs');

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;
const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remotes\.json|runtime-config\.json)$/;

/**
 * Headers on everything an app server sends: no type sniffing, no referrer beyond the origin, no
 * powerful browser features; and pages may not be framed by another site (clickjacking).
 */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};
const PAGE_HEADERS = { 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' };

/** Source maps stay on disk for the squads and error reports; they are not published. */
const isSourceMap = (pathName) => pathName.endsWith('.map');

function cacheControlFor(filePath) {
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * @param {object} options
 * @param {string} options.distDir           built app folder
 * @param {boolean} options.isShell          SPA fallback + registry + runtime config
 * @param {() => object} [options.registry]  remotes.json content (read per request: no restart needed)
 * @param {() => object} [options.runtimeConfig]
 * @param {boolean} [options.logger]
 * @param {NodeJS.ProcessEnv} [options.env] the shell's settings (AXLEBAY_SSR_BUDGET_MS, AXLEBAY_API_INTERNAL_URL)
 */
async function createAppServer({ distDir, isShell, registry, runtimeConfig, logger = false, env = process.env }) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no build. Run \`npm run build\` first.`);
  }
  // forceCloseConnections: a stopped server must not wait on the browser's keep-alive sockets.
  const app = Fastify({ logger, forceCloseConnections: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip'] });
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    // A composed page brings its own Content-Security-Policy (nonce, the registry's origins).
    for (const [name, value] of Object.entries(PAGE_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
  if (!isShell) {
    // Remotes are fetched cross-origin by the shell; they hold public static code only.
    await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    preCompressed: false,
    // The shell's server build is its own business; a remote's is what the shell's server loads.
    allowedPath: (pathName) => !isSourceMap(pathName) && !(isShell && pathName.startsWith('/server/')),
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  if (isShell) {
    await app.register(publicLogsRoute, { env });
    app.get('/remotes.json', async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(registry?.() ?? {}));
    app.get('/runtime-config.json', async (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').send(runtimeConfig?.() ?? {}),
    );
    await registerAbtestRoute(app, distDir);
  }
  const indexHtml = () => fs.readFileSync(path.join(distDir, 'index.html'));
  const renderer = isShell ? await loadPageRenderer({ distDir, registry, runtimeConfig, env }) : null;
  const sendIndex = (reply) => {
    if (renderer) reply.header('content-security-policy', renderer.fallbackPolicy());
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml());
  };
  /** A page of the shop: composed on the server, or the plain shell page when that fails (the browser renders it). */
  const sendPage = async (req, reply) => {
    if (!renderer) return sendIndex(reply);
    try {
      const page = await renderer.render(req);
      if (page.kind === 'redirect') return reply.headers(page.headers ?? {}).redirect(page.location, page.status);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Server-Timing', Object.entries(page.timings).map(([k, v]) => `${k};dur=${v}`).join(', '))
        .headers(page.headers ?? {})
        .send(page.html);
    } catch (error) {
      console.error(`[shell-server] ${req.url}: the page could not be composed, sent for the browser to render`, error);
      return sendIndex(reply);
    }
  };
  // The shell's home page, or a remote's standalone harness page.
  app.get('/', (req, reply) => (isShell ? sendPage(req, reply) : sendIndex(reply)));
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.url.split('?')[0]);
    // Deep links and reloads: every route is composed by the shell.
    if (isShell && wantsPage) return sendPage(req, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

module.exports = { cacheControlFor, createAppServer };
