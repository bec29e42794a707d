// `npm run bench:renders -- [/,/lighting] [--runs=1]`: what the pages render while they load (the built
// apps, the real API, small dataset, no throttling). Per commit: when (ms since navigation), the root it
// belongs to, how many components rendered and which ones most, and where the update started (the
// components that rendered while their parent did not). A page that renders its listing twice shows
// up here as a second commit of hundreds of components. Component names are minified in production
// builds: build with AXLEBAY_NO_MINIFY=1 to read them.
//
// It hands Preact's option hooks to a recorder before the page's scripts run (see recordCommits);
// nothing else of the page changes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startMeasuredShop } = require('./measured-shop.cjs');
const { CHROMIUM_ARGS, ensureChromium } = require('./chromium.cjs');
const { chromium } = require('playwright-core');

const pages = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/').split(',');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);

/**
 * Runs in the page, before any of its scripts: records every commit Preact makes, through its option
 * hooks (the renderer's `react` file hands them over: tools/webpack/renderer/react.js). Preact's
 * internal names are its stable mangled ones: `__` the parent vnode, `__e` the DOM node, `__c` the
 * commit hook.
 */
function recordCommits() {
  const commits = [];
  window.__axlebayCommits = commits;
  let batch = new Set();
  const nameOf = (vnode) => vnode.type.displayName || vnode.type.name || '(anonymous)';
  const isComponent = (vnode) => typeof vnode?.type === 'function';
  window.__axlebayRenders = (options) => {
    const diffed = options.diffed;
    options.diffed = (vnode) => {
      if (isComponent(vnode)) batch.add(vnode);
      diffed?.(vnode);
    };
    const commit = options.__c;
    options.__c = (root, queue) => {
      const committed = batch;
      const rendered = [...committed];
      batch = new Set();
      if (rendered.length) {
        const counts = new Map();
        const origins = new Set();
        for (const vnode of rendered) {
          counts.set(nameOf(vnode), (counts.get(nameOf(vnode)) ?? 0) + 1);
          let parent = vnode.__;
          while (parent && !isComponent(parent)) parent = parent.__;
          if (!parent || !committed.has(parent)) origins.add(nameOf(vnode));
        }
        let dom = root?.__e;
        for (let v = root; !dom && v; v = v.__k?.[0]) dom = v.__e;
        const container = dom?.parentElement;
        commits.push({
          at: Math.round(performance.now()),
          // The shell's #root, a remote's page area, or the exposed module a parcel renders.
          container:
            container?.closest?.('[data-exposed]')?.getAttribute('data-exposed') ??
            container?.closest?.('[data-remote-area]')?.getAttribute('data-remote-area') ??
            (container?.closest?.('#root') ? '#root' : (container?.nodeName ?? '?')),
          rendered: rendered.length,
          most: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, n]) => `${name}×${n}`).join(' '),
          from: [...origins].slice(0, 4).join(', '),
        });
      }
      commit?.(root, queue);
    };
  };
}

const measured = await startMeasuredShop({ basePort: Number(process.env.RENDERS_BASE_PORT || 4800), dataDir: '.data/api-renders' });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const path of pages) {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(recordCommits);
      const tab = await context.newPage();
      await tab.goto(measured.shop.shopUrl + path, { waitUntil: 'networkidle' });
      // Waited for in Node: the late commits (fit badges, idle work) are part of a load.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const commits = await tab.evaluate(() => window.__axlebayCommits);
      await context.close();
      const total = commits.reduce((sum, c) => sum + c.rendered, 0);
      console.log(`\n${path}${RUNS > 1 ? ` (run ${run + 1})` : ''}: ${commits.length} commits, ${total} component renders`);
      for (const c of commits) {
        console.log(`  ${String(c.at).padStart(5)} ms  ${c.container.padEnd(16)} ${String(c.rendered).padStart(4)}  ${c.most}${c.from ? `  ← ${c.from}` : ''}`);
      }
    }
  }
} finally {
  await browser.close();
  await measured.close();
}
