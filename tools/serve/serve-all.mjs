// Serves the built shell and the five remotes, each on its own port (origin), and prints the shop URL.
import { createRequire } from 'node:module';
import { createAppServer } from './static-server.mjs';
import { registrySource, runtimeConfigSource } from './registry-source.mjs';

const require = createRequire(import.meta.url);
const { APPS, portOf, originOf, SHELL } = require('../apps.cjs');

export async function serveAll(env = process.env) {
  const registry = registrySource(env);
  const servers = [];
  for (const app of APPS) {
    const server = await createAppServer({
      distDir: `${app.dir}/dist`,
      isShell: !app.remote,
      registry,
      runtimeConfig: runtimeConfigSource(env),
    });
    await server.listen({ port: portOf(app, env), host: env.AXLEBAY_BIND || '127.0.0.1' });
    servers.push(server);
    console.log(`  ${app.project.padEnd(18)} ${originOf(app, env)}`);
  }
  return { servers, shopUrl: originOf(SHELL, env) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { shopUrl } = await serveAll();
  console.log(`\nAxlebay is running: ${shopUrl}\n`);
}
