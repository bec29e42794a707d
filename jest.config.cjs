// All unit-test projects in one run (`npm test`); each project also runs alone with `nx run <project>:test`.
module.exports = {
  projects: ['shared-lib', 'shell', 'mfe-catalog', 'mfe-vehicle', 'mfe-cart-checkout', 'mfe-account', 'mfe-content', 'tools'].map(
    (p) => `<rootDir>/${p}/jest.config.cjs`,
  ),
};
