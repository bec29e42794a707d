// Serves one built app on its own port: `node tools/serve/serve-app.cjs mfe-catalog [--dist <folder>]`.
// A squad uses it to run its remote alone; point the shell at it with ?mfOverride=<remote>@<url>.
// `--dist` serves another build of the app (the skew tests' N-1 shell, tools/skew).
const path = require('node:path');
const { createAppServer } = require('./static-server.cjs');
const { registrySource, runtimeConfigSource } = require('./registry-source.cjs');
const { APPS, portOf, originOf } = require('../apps.cjs');

const [project, ...rest] = process.argv.slice(2);
const app = APPS.find((a) => a.project === project);
const distAt = rest.indexOf('--dist');
if (!app || (distAt !== -1 && !rest[distAt + 1])) {
  console.error(`Usage: serve-app.cjs <${APPS.map((a) => a.project).join('|')}> [--dist <folder>]`);
  process.exit(2);
}
const distDir = distAt === -1 ? `${app.dir}/dist` : path.resolve(rest[distAt + 1]);
(async () => {
  const server = await createAppServer({
    distDir,
    isShell: !app.remote,
    registry: registrySource(),
    runtimeConfig: runtimeConfigSource(),
  });
  await server.listen({ port: portOf(app), host: process.env.AXLEBAY_BIND || '127.0.0.1' });
  console.log(`${project} served at ${originOf(app)}${app.remote ? ` (manifest: ${originOf(app)}/mf-manifest.json)` : ''}`);
})().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
