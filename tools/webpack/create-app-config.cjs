// One webpack configuration for every app: the shell (federation host) and the five remotes.
const crypto = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS, portOf, defaultRegistry } = require('../apps.cjs');
const { sharedConfig } = require('./shared-deps.cjs');
const { RENDERER_ALIASES } = require('./renderer.cjs');
const { tsRule } = require('./ts-rule.cjs');
const { createServerConfig } = require('./create-server-config.cjs');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { manifestWithDeclaration } = require('./contracts.cjs');

/** V8's compile hints on production scripts; AXLEBAY_NO_COMPILE_HINTS=1 builds without them, to measure what they change. */
const COMPILE_HINTS = !process.env.AXLEBAY_NO_COMPILE_HINTS;

/**
 * @param {object} options
 * @param {string} options.project       folder name, e.g. `mfe-catalog`
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (host)
 * @param {string} [options.title] html title
 * @param {string[]} [options.serverRuntimePlugins] federation runtime plugins of the server build (host)
 * @param {Record<string,string>} [options.needs] host contracts a remote needs at a lower version than shared-lib's (contracts.cjs)
 */
function createAppConfig({ project, exposes, runtimePlugins = [], title, serverRuntimePlugins = [], needs }) {
  return (_env, argv) => {
    const app = APPS.find((a) => a.project === project);
    if (!app) throw new Error(`Unknown app ${project}`);
    const production = argv.mode !== 'development';
    const isHost = !app.remote;
    const release = process.env.RELEASE_VERSION || (production ? 'local' : 'dev');
    // A remote's dev server inside a built shop (`npm run dev -- <remote>`, tools/compose): the shop's
    // React is the production build, which cannot run the development JSX transform's elements, and its
    // Content-Security-Policy allows no eval, so source maps go in files.
    const inBuiltShop = !production && process.env.AXLEBAY_DEV_IN_SHOP === '1';

    const appConfig = {
      name: project,
      context: app.dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : inBuiltShop ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // Remotes are served from their own origin; `auto` resolves chunk URLs from the script's own URL.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.federationName,
        // The runtime file and the server build (dist/server) are built by their own configurations.
        clean: { keep: (file) => file.startsWith('federation-runtime.') || file.startsWith('server') },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // ES2015+ builds where a package ships one (rxjs: no ES5 class helpers from tslib, ~4 KB gzip less).
        conditionNames: ['es2015', '...'],
        // The React API answered by Preact (renderer.cjs).
        alias: RENDERER_ALIASES,
      },
      module: {
        rules: [
          tsRule({ development: !production && !inBuiltShop, target: 'es2020' }),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // AXLEBAY_NO_MINIFY=1: readable production chunks, for profiling where start-up time goes.
        minimize: production && !process.env.AXLEBAY_NO_MINIFY,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          ...(isHost ? {} : { filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js', exposes }),
          shared: sharedConfig(),
          runtimePlugins,
          // What this build needs and provides, and its release: read by the shell before it runs any of the code.
          manifest: manifestWithDeclaration({ project, release, exposes: isHost ? undefined : exposes, needs }),
          dts: false,
          // The runtime core comes from federation-runtime.*.js, loaded once per page (see federationRuntimeConfig).
          experiments: { externalRuntime: true },
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        new ChunkGroupsPlugin(isHost ? (name) => name === 'bootstrap' : (name) => name.startsWith('page-')),
        new HtmlWebpackPlugin({
          template: isHost ? './src/index.html' : path.join(__dirname, 'harness.html'),
          title: title ?? `Axlebay ${app.remote} (standalone)`,
          chunks: ['main'],
          scriptLoading: 'defer',
          meta: { 'release-version': release },
          federationRuntime: FEDERATION_RUNTIME_FILE,
        }),
        ...(production && COMPILE_HINTS ? [new CompileHintsPlugin()] : []),
      ],
      devServer: {
        port: portOf(app),
        // In a built shop nothing accepts a module update (its React has no Fast Refresh): a saved
        // change reloads the page instead.
        hot: !inBuiltShop,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: isHost
          ? (middlewares, server) => {
              server.app.get('/remotes.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(defaultRegistry()));
              return middlewares;
            }
          : undefined,
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
    const configs = [appConfig, federationRuntimeConfig(app, production)];
    // Development serves the browser build only; pages then render in the browser.
    if (app.server && production) configs.push(createServerConfig({ project, production, runtimePlugins: serverRuntimePlugins, release, needs }));
    return configs;
  };
}

const fs = require('node:fs');
const runtimeVersion = require('@module-federation/runtime-tools/package.json').version;
/** Named after the runtime version and the scripts it is built from, so it can be cached for a year like any hashed asset. */
const FEDERATION_RUNTIME_FILE = `federation-runtime.${['federation-runtime.js', 'federation-semver.js', 'memoize-satisfy.js', 'compile-hints-plugin.cjs']
  .reduce((hash, file) => hash.update(fs.readFileSync(path.join(__dirname, file))), crypto.createHash('sha256').update(runtimeVersion + (COMPILE_HINTS ? '' : ' without compile hints')))
  .digest('hex')
  .slice(0, 8)}.js`;

/** runtime-core's semver module, replaced in the runtime file by a memoised `satisfy` (federation-semver.js). */
const FEDERATION_SEMVER = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'utils', 'semver', 'index.js');

/** A plain (non-federated) build of the runtime core that sets the global `externalRuntime` expects. */
function federationRuntimeConfig(app, production) {
  return {
    name: `${app.project}-federation-runtime`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: path.join(__dirname, 'federation-runtime.js'),
    // The entry's exports are the global `externalRuntime` reads.
    output: { path: path.join(app.dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, library: { name: '_FEDERATION_RUNTIME_CORE', type: 'global' } },
    devtool: false,
    // The memoised `satisfy` imports the original under this name, which the replacement below leaves alone.
    resolve: { alias: { 'axlebay-federation-semver-original$': FEDERATION_SEMVER } },
    plugins: [
      // Browser only: drops the runtime's Node script loader.
      new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      new webpack.NormalModuleReplacementPlugin(/[\\/]semver[\\/]index\.js$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === FEDERATION_SEMVER) resource.request = path.join(__dirname, 'federation-semver.js');
      }),
      ...(production && COMPILE_HINTS ? [new CompileHintsPlugin()] : []),
    ],
    optimization: { minimize: production && !process.env.AXLEBAY_NO_MINIFY, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig };
