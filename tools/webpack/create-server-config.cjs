// The server build of an app: what the shell's server loads to compose a page's first HTML.
// Remotes: a Node container (`commonjs-module`) exposing `./parcel`, served beside the browser build
// under `/server/`, loaded by the shell's server through Module Federation's Node runtime over HTTP,
// so a squad still ships alone. Shell: the renderer the shell's HTTP server requires.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS } = require('../apps.cjs');
const { serverSharedConfig } = require('./shared-deps.cjs');
const { RENDERER_ALIASES } = require('./renderer.cjs');
const { tsRule } = require('./ts-rule.cjs');
const { manifestWithDeclaration } = require('./contracts.cjs');

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/** Only what renders a page on the server; the other exposes are browser-only (header search, strips). */
const SERVER_EXPOSES = { './parcel': './src/parcel.tsx' };

/**
 * @param {object} options
 * @param {string} options.project folder name, e.g. `mfe-catalog`
 * @param {boolean} options.production
 * @param {string[]} [options.runtimePlugins] more federation runtime plugins (the shell's)
 * @param {string} [options.release] RELEASE_VERSION of this build
 * @param {Record<string,string>} [options.needs] as the browser build's (create-app-config.cjs)
 */
function createServerConfig({ project, production, runtimePlugins = [], release = 'local', needs }) {
  const app = APPS.find((a) => a.project === project);
  if (!app) throw new Error(`Unknown app ${project}`);
  const isHost = !app.remote;
  return {
    name: `${project}-server`,
    context: app.dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    entry: isHost ? { main: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      // Remotes: chunks resolve against the remote entry's URL (Node runtime plugin); the shell loads from disk.
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${app.federationName}_server`,
      clean: true,
    },
    // A module's `.server.ts` twin, where there is one, replaces it in the server build (e.g. catalog's
    // parse-html: DOMParser in the browser, htmlparser2 in Node); the browser never loads the twin.
    resolve: { extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js', '.mjs'], alias: RENDERER_ALIASES },
    module: {
      rules: [
        tsRule({ development: false, target: 'es2022' }),
        // Styles and files come from the browser build; the server only needs their names.
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        ...(isHost ? {} : { filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js', exposes: SERVER_EXPOSES }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: serverSharedConfig({ host: isHost }),
        runtimePlugins: [NODE_RUNTIME_PLUGIN, ...runtimePlugins],
        // The same declaration as the browser build's (the shell's server judges by the browser manifest, the one the browser will judge by).
        manifest: isHost ? false : manifestWithDeclaration({ project, release, exposes: SERVER_EXPOSES, needs }),
        dts: false,
        ...(isHost ? { experiments: { asyncStartup: true } } : {}),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
