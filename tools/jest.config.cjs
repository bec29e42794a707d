// Unit tests of the tools (plain CommonJS in Node, no transform): tools/**/*.test.cjs.
// `npx jest -c tools/jest.config.cjs`; the root jest.config.cjs runs them with the apps' tests.
module.exports = {
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.cjs'],
  transform: {},
  clearMocks: true,
  restoreMocks: true,
};
