// GET /api/public/env/abtest on the shop's own origin (spec §7 "Content, config, misc"): the A/B group
// of the asking browser's session, decided by the shell's server build (shell/src/server/abtest.ts),
// the same rule the server's and the browser's API calls use for X-DIVERSION-NAME.
const fs = require('node:fs');
const path = require('node:path');
const { parseCookies } = require('./page-renderer.cjs');

const ABTEST_PATH = '/api/public/env/abtest';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {(cookies: Record<string, string>, options: { secure: boolean }) => Promise<{ body: object, setCookies: string[] }>} answer
 */
function abtestRoute(app, answer) {
  app.get(ABTEST_PATH, async (req, reply) => {
    const { body, setCookies } = await answer(parseCookies(req.headers.cookie), { secure: req.protocol === 'https' });
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    // Per browser session: never stored by the browser or a shared cache.
    return reply.header('cache-control', 'no-cache, no-store, private').type('application/json; charset=utf-8').send(body);
  });
}

/** The route with the shell's server build; a shell without one (development) has no route. */
async function registerAbtestRoute(app, distDir) {
  const main = path.join(distDir, 'server', 'main.js');
  if (!fs.existsSync(main)) return;
  const { abtest } = await require(main);
  if (typeof abtest === 'function') abtestRoute(app, abtest);
}

module.exports = { ABTEST_PATH, abtestRoute, registerAbtestRoute };
