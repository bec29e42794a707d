const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  project: 'mfe-account',
  exposes: {
    './parcel': './src/parcel.tsx',
    './sign-in-panel': './src/exposed/sign-in-panel.ts',
  },
});
