// `npm run bench:renders -- [/,/lighting] [--runs=1]`: what React renders while a page loads (the built
// apps, the real API, small dataset, no throttling). Per commit: when (ms since navigation), the root it
// belongs to, how many components rendered and which ones most, and where the update started (the
// components that rendered while their parent did not). A page that renders its listing twice shows
// up here as a second commit of hundreds of components. Component names are minified in production
// builds: build with AXLEBAY_NO_MINIFY=1 to read them.
//
// It installs a stand-in for React DevTools' global hook before the page's scripts run (production
// React reports each commit to it); nothing else of the page changes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startMeasuredShop } = require('./measured-shop.cjs');
const { CHROMIUM_ARGS, ensureChromium } = require('./chromium.cjs');
const { chromium } = require('playwright-core');

const pages = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/').split(',');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);

/** Runs in the page, before any of its scripts: records every commit React reports. */
function recordCommits() {
  const commits = [];
  const roots = new Map();
  // Per fiber pair (a fiber and its alternate): the props and state it last committed with.
  const seen = new WeakMap();
  const nameOf = (fiber) => fiber.type.displayName || fiber.type.name || '(anonymous)';
  window.__axlebayCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      if (!roots.has(root)) roots.set(root, roots.size);
      const counts = new Map();
      const origins = new Set();
      let rendered = 0;
      const walk = (first, parentRendered) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
          const did = !before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState;
          const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
          seen.set(fiber, now);
          if (fiber.alternate) seen.set(fiber.alternate, now);
          if (did && typeof fiber.type === 'function') {
            rendered++;
            counts.set(nameOf(fiber), (counts.get(nameOf(fiber)) ?? 0) + 1);
            if (!parentRendered) origins.add(nameOf(fiber));
          }
          if (fiber.child) walk(fiber.child, did);
        }
      };
      walk(root.current.child, true);
      const container = root.containerInfo;
      commits.push({
        at: Math.round(performance.now()),
        root: roots.get(root),
        // The shell's #root, a remote's page area, or the exposed module a parcel's root renders.
        container: container?.id
          ? `#${container.id}`
          : (container?.firstElementChild?.getAttribute('data-exposed') ?? container?.closest?.('[data-remote-area]')?.getAttribute('data-remote-area') ?? container?.nodeName ?? '?'),
        rendered,
        most: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, n]) => `${name}×${n}`).join(' '),
        from: [...origins].slice(0, 4).join(', '),
      });
    },
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
        console.log(`  ${String(c.at).padStart(5)} ms  root ${c.root} ${c.container.padEnd(13)} ${String(c.rendered).padStart(4)}  ${c.most}${c.from ? `  ← ${c.from}` : ''}`);
      }
    }
  }
} finally {
  await browser.close();
  await measured.close();
}
