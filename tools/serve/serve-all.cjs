// Serves the built shell and the five remotes, each on its own port (origin), and prints the shop URL.
const { startComposition } = require('./composition.cjs');
const { releasedShop } = require('../release/local-shop.cjs');

// The registry file and CDN of releases (tools/release), as `npm start` serves them.
releasedShop().then(startComposition).then((shop) => {
  for (const [name, url] of Object.entries(shop.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
  console.log(`\nAxlebay is running: ${shop.shopUrl}\n`);
});
