// The pages' renderer. Every app is written against React's API and rendered by Preact's
// React-compatible layer (`preact/compat`): react-dom alone was 64 KiB gzip of every page's first
// load, Preact with its hooks and compat layer about 11 (spec §9, first-load JS budget). ARCHITECTURE.md,
// "The pages' renderer", says why and what differs.
//
// `react`, `react-dom`, `react-dom/client` and the JSX runtime resolve to small files here that
// re-export Preact's, one file per request, so that each is provided under its own share key (two keys
// resolving to one file would be provided under only one of them). Preact's own modules are shared too:
// one Preact per page, whichever build's copy is loaded first.
const path = require('node:path');

const file = (name) => path.join(__dirname, 'renderer', name);

/** Requests of the React API → the file that answers them (webpack `resolve.alias`, exact matches). */
const RENDERER_ALIASES = {
  react$: file('react.js'),
  'react-dom$': file('react-dom.js'),
  'react-dom/client$': file('react-dom-client.js'),
  'react/jsx-runtime$': file('react-jsx-runtime.js'),
  'react/jsx-dev-runtime$': file('react-jsx-dev-runtime.js'),
  'react-dom/server$': 'preact/compat/server',
};

/** Share keys of the React API that Preact provides (their version is Preact's). */
const REACT_API = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

/** Preact's modules, each one instance per page. */
const PREACT_MODULES = ['preact', 'preact/hooks', 'preact/compat', 'preact/jsx-runtime'];

/** Preact's CommonJS files: jest's jsdom environment would otherwise pick their ES module (`browser`) builds. */
const preactFile = (sub) => path.join(path.dirname(require.resolve('preact/package.json')), sub);
const renderToStringFile = (sub) => path.join(path.dirname(require.resolve('preact-render-to-string/package.json')), sub);
const PREACT_CJS = {
  preact: preactFile('dist/preact.js'),
  'preact/hooks': preactFile('hooks/dist/hooks.js'),
  'preact/compat': preactFile('compat/dist/compat.js'),
  'preact/compat/client': preactFile('compat/client.js'),
  'preact/compat/server': preactFile('compat/server.js'),
  'preact/jsx-runtime': preactFile('jsx-runtime/dist/jsxRuntime.js'),
  'preact/compat/jsx-runtime': preactFile('compat/jsx-runtime.js'),
  'preact/compat/jsx-dev-runtime': preactFile('compat/jsx-dev-runtime.js'),
  'preact/test-utils': preactFile('test-utils/dist/testUtils.js'),
  'preact-render-to-string': renderToStringFile('dist/index.js'),
  'preact-render-to-string/stream': renderToStringFile('dist/stream/index.js'),
  'preact-render-to-string/stream-node': renderToStringFile('dist/stream/node/index.js'),
};

/**
 * The jest equivalent of RENDERER_ALIASES (`moduleNameMapper`): the same files for the React API (jest
 * compiles them), Preact's CommonJS files for Preact's own modules.
 */
const JEST_RENDERER_MAP = {
  ...Object.fromEntries(Object.entries(RENDERER_ALIASES).map(([request, target]) => [`^${request.replace(/\$$/, '')}$`, PREACT_CJS[target] ?? target])),
  '^react-dom/test-utils$': PREACT_CJS['preact/test-utils'],
  ...Object.fromEntries(Object.entries(PREACT_CJS).map(([request, target]) => [`^${request}$`, target])),
};

module.exports = { RENDERER_ALIASES, REACT_API, PREACT_MODULES, JEST_RENDERER_MAP };
