// Libraries loaded once per page and shared by the shell and every remote (Module Federation singletons).
// `react-dom/client` and the emotion JSX runtime must be listed on their own or they get bundled twice.
// The React API is answered by Preact (renderer.cjs): its keys carry Preact's version.
const path = require('node:path');
const { REACT_API, PREACT_MODULES } = require('./renderer.cjs');

const rootPkg = (name) => require(path.join(path.dirname(require.resolve(`${name}/package.json`)), 'package.json'));

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/styled',
  '@axlebay/shared-lib',
  ...PREACT_MODULES,
];

function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const { version } = rootPkg(REACT_API.has(request) ? 'preact' : packageOf(request));
      const major = version.split('.')[0];
      return [request, { singleton: true, requiredVersion: `^${major === '0' ? version : `${major}.0.0`}`, version }];
    }),
  );
}

/**
 * The same singletons in the server builds: the shell's server provides them (one React, one emotion,
 * one shared-lib per Node process); a remote's server container never bundles its own (`import: false`).
 */
function serverSharedConfig({ host }) {
  const config = sharedConfig();
  if (host) return config;
  return Object.fromEntries(Object.entries(config).map(([request, options]) => [request, { ...options, import: false }]));
}

module.exports = { SINGLETONS, sharedConfig, serverSharedConfig };
