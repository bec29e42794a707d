const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  project: 'mfe-cart-checkout',
  exposes: {
    './parcel': './src/parcel.tsx',
    './cart-store': './src/exposed/cart-store.ts',
  },
});
