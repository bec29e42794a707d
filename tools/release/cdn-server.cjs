// The local "CDN": serves `.data/cdn/<remote>/<version>/` on its own origin the way a CDN in front of
// released builds would: CORS for the shop's pages, hashed files cached for a year (a version never
// changes), manifests and other unhashed JSON revalidated, source maps not published.
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const fastifyCompress = require('@fastify/compress');
const fastifyCors = require('@fastify/cors');
const fs = require('node:fs');
const { cacheControlFor } = require('../serve/static-server.cjs');

function cdnCacheControl(filePath) {
  return filePath.endsWith('.json') ? 'no-cache' : cacheControlFor(filePath);
}

/** `/<remote>/<version>/…` files and the history `/releases.json`; no dot folders (copies in progress), no maps. */
const published = (pathName) => !pathName.endsWith('.map') && !pathName.includes('/.') && (/^\/[\w-]+\/[\w-]+\//.test(pathName) || pathName === '/releases.json');

/** @param {{ dir: string, port: number, host?: string }} options */
async function startCdn({ dir, port, host = '127.0.0.1' }) {
  fs.mkdirSync(dir, { recursive: true });
  const app = Fastify({ forceCloseConnections: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip'] });
  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    cacheControl: false,
    allowedPath: published,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cdnCacheControl(filePath));
    },
  });
  await app.listen({ port, host });
  return app;
}

module.exports = { startCdn, cdnCacheControl };
