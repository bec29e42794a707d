const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  project: 'mfe-vehicle',
  exposes: {
    './parcel': './src/parcel.tsx',
    './fit-badge': './src/exposed/fit-badge.ts',
    './fit-badge-view': './src/exposed/fit-badge-view.tsx',
    './fit-service': './src/exposed/fit-service.ts',
    './garage-chip': './src/exposed/garage-chip.ts',
    './fitment-table': './src/exposed/fitment-table.ts',
    './vehicle-hero': './src/exposed/vehicle-hero.ts',
  },
});
