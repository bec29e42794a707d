// The apps of the shop, their folders and default ports. Every port can be changed by environment variable.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/**
 * `server`: the app also has a server build (dist/server): the shell's renderer, or a remote's Node
 * container the shell's server composes pages with.
 * @type {Array<{ project: string, remote?: string, federationName: string, dir: string, portEnv: string, defaultPort: number, server?: boolean }>}
 */
const APPS = [
  { project: 'shell', federationName: 'shell', portEnv: 'SHELL_PORT', defaultPort: 4100, server: true },
  { project: 'mfe-catalog', remote: 'catalog', federationName: 'catalog', portEnv: 'CATALOG_PORT', defaultPort: 4101, server: true },
  { project: 'mfe-vehicle', remote: 'vehicle', federationName: 'vehicle', portEnv: 'VEHICLE_PORT', defaultPort: 4102, server: true },
  // Its server build composes /order/track. The cart, checkout, order result and payment return stay in
  // the browser (`browserOnly` in the route table): they hold the shopper's own cart and draft, so the
  // server could only draw a heading and a loading area, and hydrating that cost the cart page ~300 ms
  // of TBT in Lighthouse (ARCHITECTURE.md, "First HTML").
  { project: 'mfe-cart-checkout', remote: 'cart-checkout', federationName: 'cart_checkout', portEnv: 'CART_CHECKOUT_PORT', defaultPort: 4103, server: true },
  { project: 'mfe-account', remote: 'account', federationName: 'account', portEnv: 'ACCOUNT_PORT', defaultPort: 4104, server: true },
  { project: 'mfe-content', remote: 'content', federationName: 'content', portEnv: 'CONTENT_PORT', defaultPort: 4105, server: true },
].map((a) => ({ ...a, dir: path.join(root, a.project) }));

const HOST = process.env.AXLEBAY_HOST || 'localhost';

function portOf(app, env = process.env) {
  const raw = env[app.portEnv];
  const port = raw ? Number(raw) : app.defaultPort;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${app.portEnv}=${raw} is not a valid port`);
  return port;
}

function originOf(app, env = process.env) {
  return `http://${HOST}:${portOf(app, env)}`;
}

/**
 * The runtime registry the shell reads: remote name → its browser mf-manifest.json URL, or
 * `{ browser, server }` for a remote that also ships a server build.
 */
function defaultRegistry(env = process.env) {
  return Object.fromEntries(
    APPS.filter((a) => a.remote).map((a) => {
      const browser = `${originOf(a, env)}/mf-manifest.json`;
      return [a.remote, a.server ? { browser, server: `${originOf(a, env)}/server/mf-manifest.json` } : browser];
    }),
  );
}

const REMOTES = APPS.filter((a) => a.remote);
const SHELL = APPS[0];

module.exports = { APPS, REMOTES, SHELL, HOST, root, portOf, originOf, defaultRegistry };
