// The TypeScript/TSX rule every build uses (browser and server): swc with emotion's JSX runtime.
/**
 * @param {object} options
 * @param {boolean} options.development React's development JSX transform
 * @param {string} options.target       swc's output target (browsers: es2020; Node: es2022)
 */
function tsRule({ development, target }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules[\\/](?!@axlebay)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development, refresh: false } },
          target,
        },
      },
    },
  };
}

module.exports = { tsRule };
