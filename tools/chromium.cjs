// Finds the system Chromium for the Playwright suite and the size report; on Debian as root it can install it.
const fs = require('node:fs');
const { runSync } = require('./run.cjs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function findChromium() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p));
}

/** Flags that keep Chromium quiet on a machine without internet access. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOW_TO = 'Install Chromium (Debian/Ubuntu, as root: `apt-get install -y chromium`) or set CHROME_PATH to a Chromium/Chrome binary.';

/** Returns a Chromium path, installing Debian's package when allowed (root on Debian, CI or AXLEBAY_INSTALL_CHROMIUM=1). */
function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  const allowed = process.env.CI === 'true' || process.env.AXLEBAY_INSTALL_CHROMIUM === '1';
  if (isRoot && isDebian && allowed) {
    console.log('No Chromium found: installing Debian package `chromium` (about a minute)…');
    runSync('apt-get', ['update', '-qq']);
    runSync('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(`No Chromium found for the browser tests. ${HOW_TO}${isRoot && isDebian ? ' (Or run with AXLEBAY_INSTALL_CHROMIUM=1 to let this script install it.)' : ''}`);
}

module.exports = { findChromium, ensureChromium, HOW_TO, CHROMIUM_ARGS };
