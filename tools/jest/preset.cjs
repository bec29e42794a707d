// Shared jest settings: @swc/jest compiles TS/TSX (with emotion's JSX runtime) and jsdom hosts the DOM.
const path = require('node:path');
const { JEST_RENDERER_MAP } = require('../webpack/renderer.cjs');

/** @param {string} projectDir absolute path of the project using this preset */
module.exports = function jestPreset(projectDir) {
  return {
    rootDir: projectDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages are TypeScript source; let swc compile them too.
    transformIgnorePatterns: ['/node_modules/(?!@axlebay/)'],
    moduleNameMapper: {
      '\\.(css|woff2?)$': path.join(__dirname, 'style-stub.cjs'),
      // The React API answered by Preact, as in the builds.
      ...JEST_RENDERER_MAP,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
  };
};
