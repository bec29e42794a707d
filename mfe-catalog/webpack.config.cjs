const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  project: 'mfe-catalog',
  exposes: {
    './parcel': './src/parcel.tsx',
    './search-box': './src/exposed/search-box.ts',
    './recently-viewed': './src/exposed/recently-viewed.ts',
    './recommended-parts': './src/exposed/recommended-parts.ts',
    './parts-strip': './src/exposed/parts-strip.ts',
  },
});
