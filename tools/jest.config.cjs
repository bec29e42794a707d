// The scripts' own unit tests (plain CommonJS in Node, no transform): tools/**/*.test.cjs.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.cjs'],
  transform: {},
};
