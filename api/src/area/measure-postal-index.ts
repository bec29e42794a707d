/**
 * Measures the offline postal index (README "Figures"): build time, heap and RSS growth, and the
 * time of the lookups the endpoints make. Run (bundled, so that no TypeScript loader transforms the dataset while it is timed):
 *   npx esbuild api/src/area/measure-postal-index.ts --bundle --platform=node --external:zipcodes --outfile=/tmp/measure-postal.js && NODE_PATH=node_modules node --expose-gc /tmp/measure-postal.js
 */
import { performance } from 'node:perf_hooks';
import { searchPlaces } from './place-search';
import { postalIndex, postalIndexTimings } from './postal-index';

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function perCall(label: string, runs: number, work: (i: number) => unknown) {
  const start = performance.now();
  for (let i = 0; i < runs; i++) work(i);
  const micros = ((performance.now() - start) * 1000) / runs;
  console.log(`${label.padEnd(34)} ${micros.toFixed(2)} µs per call (${runs} calls)`);
}

global.gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
const index = postalIndex();
const built = performance.now() - t0;
global.gc?.();
const after = process.memoryUsage();
console.log(`codes: ${index.size('US')} US ZIP codes, ${index.size('CA')} Canadian FSAs`);
const { loadedMs, indexedMs } = postalIndexTimings();
console.log(`first use: ${built.toFixed(0)} ms (require zipcodes ${loadedMs.toFixed(0)} ms, index ${indexedMs.toFixed(0)} ms)`);
console.log(`heap used +${mb(after.heapUsed - before.heapUsed)}, rss +${mb(after.rss - before.rss)}`);

const zips = ['90210', '10001', '60614', '94105', '73301', '33101', '02108', '98101'];
perCall('byCode (ZIP)', 200_000, (i) => index.byCode('US', zips[i % zips.length]!));
perCall('auto-complete "902" (ZIP prefix)', 50_000, () => searchPlaces('US', '902'));
perCall('auto-complete "bever" (US city)', 50_000, () => searchPlaces('US', 'bever'));
perCall('auto-complete "new" (US city)', 50_000, () => searchPlaces('US', 'new'));
perCall('auto-complete "T3C" (FSA)', 50_000, () => searchPlaces('CA', 'T3C'));
perCall('auto-complete "montr" (CA city)', 50_000, () => searchPlaces('CA', 'montr'));
perCall('citiesOf(CA) (state list)', 200_000, () => index.citiesOf('US', 'CA'));
