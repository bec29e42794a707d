const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  project: 'shell',
  title: 'Shop Aftermarket Auto Parts Online | Axlebay',
  // Reports every failed remote load to monitoring and turns it into a fallback instead of a white page.
  // Refuses a remote whose declared contracts this shell cannot meet (same fallback, one console message).
  runtimePlugins: [path.join(__dirname, 'src/federation/failure-plugin.ts'), path.join(__dirname, 'src/federation/contracts-plugin.ts')],
  // The server's: a remote's 404 or hung answer is a failed load, never code to run.
  serverRuntimePlugins: [path.join(__dirname, 'src/server/fetch-plugin.ts')],
});
