// The shop as the measuring scripts run it (`npm run size`, `npm run lighthouse`,
// `npm run bench:route-change`): the built apps on basePort…basePort+5 and the real API with the
// small dataset on basePort+10, its data in its own folder under .data/.
const path = require('node:path');
const { root } = require('./run.cjs');
const { startApi } = require('./api-process.cjs');
const { startComposition } = require('./serve/composition.cjs');

/**
 * @param {{ basePort: number, dataDir: string }} options dataDir relative to the repository, e.g. `.data/api-size`
 */
async function startMeasuredShop({ basePort, dataDir }) {
  const origins = [0, 1, 2, 3, 4, 5].map((i) => `http://localhost:${basePort + i}`);
  const api = await startApi({
    onLine: () => undefined,
    env: {
      API_PORT: String(basePort + 10),
      AXLEBAY_DATASET: 'small',
      AXLEBAY_DATA_DIR: path.join(root, dataDir),
      AXLEBAY_CORS_ORIGINS: origins.join(','),
    },
  });
  let shop;
  try {
    shop = await startComposition({ basePort, env: { ...process.env, AXLEBAY_API_URL: api.url } });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    api,
    shop,
    /** The URL handle of the first product a search for `keyword` finds in the US shop. */
    async productHandle(keyword) {
      const res = await fetch(`${api.url}/search-pro/public/items/filter-search?keyword=${encodeURIComponent(keyword)}&size=1`, { headers: { 'x-shop-id': '2022' } });
      const handle = (await res.json()).data?.list?.[0]?.urlHandle;
      if (!handle) throw new Error(`no product found for "${keyword}"`);
      return handle;
    },
    async close() {
      await shop.close();
      await api.stop();
    },
  };
}

module.exports = { startMeasuredShop };
