// `npm run bench:main-thread -- [/,/lighting] [--runs=3] [--min=10]`: where a page's main-thread time
// goes on load, from a Chromium performance trace (no throttling, the built apps and the real API, small
// dataset). Per page: the task time from first paint until the network and the page are quiet, an
// estimate of Lighthouse's TBT (each task × 4 − 50 ms, as its simulated mobile CPU counts it), and
// every task of at least --min ms with what ran in it (script evaluation, React's scheduler, layout).
// Lighthouse (`npm run lighthouse`) stays the measure; this says which task to work on.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startMeasuredShop } = require('./measured-shop.cjs');
const { CHROMIUM_ARGS, ensureChromium } = require('./chromium.cjs');
const { median } = require('./stats.cjs');
const { chromium } = require('playwright-core');

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const pages = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/').split(',');
const RUNS = Number(arg('runs', 3));
const MIN_MS = Number(arg('min', 10));
const CPU_SLOWDOWN = 4;
const INSIDE = new Set(['EvaluateScript', 'FunctionCall', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'RunMicrotasks', 'FireIdleCallback', 'XHRReadyStateChange', 'MinorGC', 'MajorGC']);
const short = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

const measured = await startMeasuredShop({ basePort: Number(process.env.MAIN_THREAD_BASE_PORT || 4700), dataDir: '.data/api-main-thread' });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** One load of `path`: the renderer main thread's complete events. */
async function traceLoad(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await tab.goto(measured.shop.shopUrl + path, { waitUntil: 'networkidle' });
  // Waited for in Node, not in the page: nothing of the harness runs on the page's main thread.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const busy = new Map();
  for (const e of events) if (e.name === 'RunTask' && e.ph === 'X') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0][0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  return { onMain: events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X'), fcpTs: fcp?.ts ?? 0 };
}

try {
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { onMain, fcpTs } = await traceLoad(path);
      const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcpTs);
      const ms = (us) => us / 1000;
      const total = tasks.reduce((sum, t) => sum + ms(t.dur), 0);
      const blocking = tasks.reduce((sum, t) => sum + Math.max(0, ms(t.dur) * CPU_SLOWDOWN - 50), 0);
      const long = tasks
        .filter((t) => ms(t.dur) >= MIN_MS)
        .map((t) => {
          const inside = onMain.filter((e) => e !== t && INSIDE.has(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
          const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
          const what = outer
            .filter((e) => ms(e.dur) >= 1)
            .slice(0, 4)
            .map((e) => `${e.name} ${short(e.args?.data?.url)} ${Math.round(ms(e.dur))}`.replace(/\s+/g, ' '))
            .join(' | ');
          return `  +${String(Math.round(ms(t.ts - fcpTs))).padStart(5)} ms  ${String(Math.round(ms(t.dur))).padStart(3)} ms  ${what}`;
        });
      runs.push({ total, blocking, long });
    }
    const mid = runs.find((r) => r.blocking === median(runs.map((x) => x.blocking)));
    console.log(`\n${path}: main-thread tasks after first paint ${Math.round(median(runs.map((r) => r.total)))} ms; estimated TBT at ${CPU_SLOWDOWN}× CPU ${Math.round(median(runs.map((r) => r.blocking)))} ms (median of ${RUNS})`);
    console.log(`tasks of ${MIN_MS} ms or more in the median run (from first paint, duration, what ran):`);
    for (const line of mid.long) console.log(line);
  }
} finally {
  await browser.close();
  await measured.close();
}
