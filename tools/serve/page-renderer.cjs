// The shell's page renderer (shell/dist/server/main.js, built with the shell) wired to the HTTP
// server: every page request gets its first HTML composed on the server (see ARCHITECTURE.md).
const fs = require('node:fs');
const path = require('node:path');

/** Default per-remote server render budget (ms); AXLEBAY_SSR_BUDGET_MS changes it, 0 turns composition off. */
const DEFAULT_BUDGET_MS = 150;
const BOT_BUDGET_MS = 5000;

function listFiles(dir) {
  const top = fs.readdirSync(dir, { withFileTypes: true });
  return top.flatMap((e) => (e.isDirectory() ? (e.name === 'assets' ? fs.readdirSync(path.join(dir, e.name)).map((f) => `assets/${f}`) : []) : [e.name]));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function parseCookies(header) {
  const cookies = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      cookies[decodeURIComponent(part.slice(0, at).trim())] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A malformed cookie is ignored, like the browser's own reader does.
    }
  }
  return cookies;
}

/**
 * @returns {Promise<null | { render(req: import('fastify').FastifyRequest): Promise<any>, fallbackPolicy(): string }>}
 * null when the shell has no server build (development) or composition is turned off.
 */
async function loadPageRenderer({ distDir, registry, runtimeConfig, env = process.env }) {
  const main = path.join(distDir, 'server', 'main.js');
  const budgetMs = env.AXLEBAY_SSR_BUDGET_MS === undefined ? DEFAULT_BUDGET_MS : Number(env.AXLEBAY_SSR_BUDGET_MS);
  if (!fs.existsSync(main) || !(budgetMs > 0)) return null;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { createRenderer } = await require(main);
  const files = listFiles(distDir);
  const renderer = await createRenderer({
    template,
    shellManifest: JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')),
    shellFiles: files,
    shellChunkGroups: readJson(path.join(distDir, 'chunk-groups.json')) ?? {},
    // The shell's publicPath is `/`: the URL webpack's CSS loader looks for is `/<file>`.
    inlineStyles: files
      .filter((f) => /^bootstrap\.[0-9a-f]{8}\.css$/.test(f))
      .map((f) => ({ href: `/${f}`, css: fs.readFileSync(path.join(distDir, f), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '') })),
    registry: () => registry?.() ?? {},
    runtimeConfig: () => runtimeConfig?.() ?? {},
    serverApiBaseUrl: env.AXLEBAY_API_INTERNAL_URL || undefined,
    budgetMs,
    botBudgetMs: BOT_BUDGET_MS,
    release: /<meta name="release-version" content="([^"]*)"/.exec(template)?.[1] ?? 'unknown',
  });
  return {
    fallbackPolicy: () => renderer.fallbackPolicy(),
    render(req) {
      return renderer.render({
        url: req.url,
        origin: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
        cookies: parseCookies(req.headers.cookie),
        userAgent: String(req.headers['user-agent'] ?? ''),
      });
    },
  };
}

module.exports = { loadPageRenderer, parseCookies, DEFAULT_BUDGET_MS };
