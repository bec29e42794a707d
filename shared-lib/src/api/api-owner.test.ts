import fs from 'node:fs';
import path from 'node:path';

/**
 * Every call to the commerce API goes through createApiClient, which puts the identity headers
 * (X-DIVERSION-NAME, X-SHOP-ID, VISITOR_U_KEY, spec §7 "Common") on each request: no app source may
 * reach the network another way. The few files that do fetch something else say what, below.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['shell', 'mfe-catalog', 'mfe-vehicle', 'mfe-cart-checkout', 'mfe-account', 'mfe-content', 'shared-lib'].map((app) => path.join(ROOT, app, 'src'));

const ALLOWED: Record<string, string> = {
  'shared-lib/src/api/create-api-client.ts': 'the API client itself',
  'shared-lib/src/api/test-adapter.ts': "tests' fake transport",
  'shell/src/bootstrap.tsx': "the shop's own remotes.json and runtime-config.json",
  'shell/src/server/preload-hints.ts': "remotes' build manifests",
  'shell/src/server/server-federation.ts': "remotes' server manifests",
  'shell/src/server/fetch-plugin.ts': "the federation runtime's fetch of remote code",
  'shared-lib/src/tracking/transport.ts': 'the tracker (spec §7 Tracking): fetch with keepalive, with the identity headers it is given, and sendBeacon on page hide, which outlives the page but cannot carry headers',
  'shell/src/monitoring/reporting.ts': "error envelopes to the shop's own origin (/api/public/logs), not the commerce API",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const REACHES_NETWORK = [
  // A call of the global fetch; not a method (`this.fetch()`) nor a method's definition (`async fetch()`).
  /(?<![\w.$])(?<!async )(?<!function )fetch\(/,
  /\b(window|globalThis|self)\.fetch\(/,
  /\bsendBeacon\(/,
  /\bXMLHttpRequest\b/,
  /\bnew (WebSocket|EventSource)\(/,
  /import\s+(?!type\b)[^;]*from\s+['"]axios['"]/,
  /import\(\s*['"]axios['"]\s*\)/,
];

const reachesNetwork = (text: string) => REACHES_NETWORK.some((pattern) => pattern.test(text));

test('no app source calls the network but through the API client (or for what ALLOWED names)', () => {
  const files = SOURCES.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(200);
  const offenders = files
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((file) => !(file in ALLOWED) && reachesNetwork(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});

test('the check sees the ways to the network, and not look-alikes', () => {
  for (const text of ["fetch('/x')", 'await fetch(url)', 'window.fetch(u)', 'navigator.sendBeacon(u, b)', 'new XMLHttpRequest()', "import axios from 'axios';", "import('axios')", 'new WebSocket(u)']) {
    expect(reachesNetwork(text)).toBe(true);
  }
  for (const text of ['useLinkPrefetch()', 'this.fetch()', 'private async fetch(): Promise<X> {', "import type { AxiosInstance } from 'axios';", 'prefetch(route)']) {
    expect(reachesNetwork(text)).toBe(false);
  }
});
