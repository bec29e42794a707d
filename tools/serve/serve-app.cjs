// Serves one built app on its own port: `node tools/serve/serve-app.cjs mfe-catalog`.
// A squad uses it to run its remote alone; point the shell at it with ?mfOverride=<remote>@<url>.
const { createAppServer } = require('./static-server.cjs');
const { registrySource, runtimeConfigSource } = require('./registry-source.cjs');
const { APPS, portOf, originOf } = require('../apps.cjs');

const project = process.argv[2];
const app = APPS.find((a) => a.project === project);
if (!app) {
  console.error(`Usage: serve-app.cjs <${APPS.map((a) => a.project).join('|')}>`);
  process.exit(2);
}
(async () => {
  const server = await createAppServer({
    distDir: `${app.dir}/dist`,
    isShell: !app.remote,
    registry: registrySource(),
    runtimeConfig: runtimeConfigSource(),
  });
  await server.listen({ port: portOf(app), host: process.env.AXLEBAY_BIND || '127.0.0.1' });
  console.log(`${project} served at ${originOf(app)}${app.remote ? ` (manifest: ${originOf(app)}/mf-manifest.json)` : ''}`);
})();
