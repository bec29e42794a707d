/**
 * Measures the GeoLite2 lookup (README "Figures"): opening both files, heap and RSS growth, time per
 * lookup. Run (bundled, so no TypeScript loader is timed):
 *   npx esbuild api/src/geo/measure-ip-location.ts --bundle --platform=node --external:maxmind --outfile=/tmp/measure-ip.js && NODE_PATH=node_modules node --expose-gc /tmp/measure-ip.js
 */
import { performance } from 'node:perf_hooks';
import { createIpLocator, packagedGeoDatabase } from './ip-location';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  global.gc?.();
  const before = process.memoryUsage();
  const locator = createIpLocator(packagedGeoDatabase(), console);
  let t = performance.now();
  await locator.locate('73.162.0.1');
  console.log(`open IPv4 file + first lookup: ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  await locator.locate('2001:4860:4860::8888');
  console.log(`open IPv6 file + first lookup: ${(performance.now() - t).toFixed(0)} ms`);
  global.gc?.();
  const after = process.memoryUsage();
  console.log(`heap used +${mb(after.heapUsed - before.heapUsed)}, external +${mb(after.external - before.external)}, rss +${mb(after.rss - before.rss)}`);
  const runs = 100_000;
  t = performance.now();
  for (let i = 0; i < runs; i++) await locator.locate(`${(i % 200) + 11}.${(i >> 8) % 250}.${i % 250}.1`);
  console.log(`lookup, varied IPv4 addresses: ${(((performance.now() - t) * 1000) / runs).toFixed(2)} µs per call (${runs} calls)`);
}

void main();
