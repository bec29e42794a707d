// Builds e2e/dist/second-bus-copy.js: a script that carries its OWN copy of shared-lib's bus (no
// Module Federation), as a remote that bundled shared-lib by mistake would. The e2e suite injects it
// to prove there is still one bus per page.
const path = require('node:path');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { 'second-bus-copy': './fixtures/second-bus-copy.ts' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [{ test: /\.ts$/, use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } } }],
  },
  optimization: { minimize: false },
  stats: 'errors-warnings',
};
