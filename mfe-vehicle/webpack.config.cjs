const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  project: 'mfe-vehicle',
  exposes: {
    './parcel': './src/parcel.tsx',
  },
});
