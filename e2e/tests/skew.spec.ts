import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectBoundary, test, type Shop } from '../fixtures/shop';
import { watchHydration } from '../fixtures/hydration';
import { pickVehicle } from '../support/vehicle';
import { planPrevious, type Previous } from '../../tools/skew/previous.cjs';
import { createAppServer } from '../../tools/serve/static-server.cjs';

// Version skew (design card: every app deploys alone, so a shopper's page mixes versions): each remote's
// previous version (N-1) in today's shell, and today's remotes in the shell's N-1, through a short smoke
// of the main journeys. The N-1 builds come from `npm run skew:build` (tools/skew; npm test runs it
// beside the API suites); an app unchanged since its N-1 has no case of its own.

const plan = planPrevious();
const ROOT = path.resolve(__dirname, '../..');

/** Why a case cannot run, or undefined when its N-1 build is ready. */
function notReady(p: Previous): string | undefined {
  if (p.status !== 'build') return `${p.app.project}: ${p.reason}`;
  if (!p.cached) return `${p.app.project}: N-1 ${p.commit!.slice(0, 7)} is not built (npm run skew:build)`;
  return undefined;
}

interface Part {
  id: number;
  urlHandle: string;
}
type Step = (page: Page, buyable: Part[]) => Promise<void>;

/** `promise`, or an error saying what did not happen within `ms`. */
async function within<T>(ms: number, promise: Promise<T>, what: () => string = () => 'no answer'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what()} (waited ${ms / 1000} s)`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A page composed on the server and hydrated, its remote's area live. */
async function composedPage(page: Page, path: string, remote: string) {
  await page.goto(path);
  await expectBoundary(page, remote);
  await expect(page.locator('[data-server-area]')).toHaveCount(1);
}

const CAR = ['2018', 'Toyota', 'Corolla'] as const;
const steps = {
  home: (page) => composedPage(page, '/', 'catalog'),
  heroVehicle: async (page) => {
    await pickVehicle(page, page.locator('[data-boundary="catalog"] [data-boundary="vehicle"][data-exposed="vehicle-hero"]'), ...CAR);
    await expect(page.getByTestId('header-vehicle')).toHaveText(CAR.join(' '));
  },
  garageVehicle: async (page) => {
    await composedPage(page, '/myGarage', 'vehicle');
    await pickVehicle(page, page.locator('[data-boundary="vehicle"][data-route]'), ...CAR);
    await expect(page.getByTestId('header-vehicle')).toHaveText(CAR.join(' '));
  },
  /** The header's search (catalog's search box) for "headlight": results, each with its fit badge answered. */
  search: async (page) => {
    const search = page.getByRole('combobox', { name: 'Search parts' });
    await search.fill('headlight');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=headlight/);
    await expect(page.getByTestId('result-count')).toHaveText(/^[1-9][\d,]* results?/);
    await expect(page.getByTestId('fit-badge').first()).toBeVisible();
    await expect(page.locator('[data-testid="fit-badge"][data-status="LOADING"]')).toHaveCount(0);
  },
  /** The first result that can be bought (the kept e2e database sells some parts out across runs). */
  openResult: async (page, buyable) => {
    await page.locator(buyable.map((p) => `[data-testid="item-card"][data-item-id="${p.id}"]`).join(', ')).first().getByRole('link').first().click();
    await expect(page.getByTestId('product-title')).toBeVisible();
  },
  productPage: async (page, buyable) => {
    await composedPage(page, `/product/${buyable[0]!.urlHandle}`, 'catalog');
    await expect(page.getByTestId('product-title')).toBeVisible();
  },
  addToCart: async (page) => {
    await page.getByTestId('product-buy').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  },
  cartPage: async (page) => {
    await page.goto('/shopCart');
    await expectBoundary(page, 'cart-checkout');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  },
  login: async (page) => {
    await composedPage(page, '/login', 'account');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
  about: async (page) => {
    await composedPage(page, '/about', 'content');
    await expect(page.locator('[data-boundary="content"][data-route] h1')).toBeVisible();
  },
} satisfies Record<string, Step>;

/**
 * The spec's main journeys, short, as far as each app takes part in them: the shell frames all of them;
 * catalog draws home, search and product; vehicle the garage and the fit badges; cart-checkout the
 * cart; account and content their own composed pages (none of the journeys passes through them).
 */
const JOURNEYS: Record<string, Step[]> = {
  shell: [steps.home, steps.heroVehicle, steps.search, steps.openResult, steps.addToCart],
  catalog: [steps.home, steps.search, steps.openResult, steps.addToCart],
  vehicle: [steps.garageVehicle, steps.search],
  'cart-checkout': [steps.productPage, steps.addToCart, steps.cartPage],
  account: [steps.login],
  content: [steps.about],
};

/** Parts that can be bought now (on shelves, in stock), of the first 100 found for `keyword`. */
async function purchasable(shop: Shop, keyword: string): Promise<Part[]> {
  const res = await fetch(`${shop.apiUrl}/search-pro/public/items/filter-search?keyword=${keyword}&size=100`, { headers: { 'x-shop-id': '2022' } });
  const body = (await res.json()) as { data: { list: Array<Part & { status: string; availableTotal: number }> } };
  const parts = body.data.list.filter((i) => i.status === 'ON_SHELVES' && i.availableTotal >= 5);
  expect(parts.length, `a purchasable "${keyword}" part`).toBeGreaterThan(0);
  return parts;
}

/** Runs `app`'s journey: no hydration mismatch, no uncaught error (the fixture), nothing fell back (no white area). */
async function smoke(page: Page, shop: Shop, app: string) {
  const problems = watchHydration(page);
  const buyable = await purchasable(shop, 'headlight');
  for (const step of JOURNEYS[app]!) {
    await step(page, buyable);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  }
  expect(problems, 'hydration errors').toEqual([]);
}

test.describe('skew: N-1 beside today', () => {
  test.describe.configure({ timeout: 60_000 });

  /** A case without its N-1 is skipped, with the reason, before the shop starts for it. */
  const skipUnless = (p: Previous) => test.skip(Boolean(notReady(p)), notReady(p));

  for (const p of plan.filter((x) => x.app.remote)) {
    const remote = p.app.remote!;
    test.describe(() => {
      skipUnless(p);
      test(`${remote} at N-1 in today's shell: the main journeys work, nothing falls back, no hydration mismatch`, async ({ page, shop }) => {
        // The N-1 build on its own origin, as a CDN would serve it, browser and server builds both.
        const port = Number(new URL(shop.shopUrl).port) + 30 + plan.indexOf(p);
        const server = await createAppServer({ distDir: p.dist!, isShell: false });
        const served: string[] = [];
        server.addHook('onRequest', async (req) => void served.push(req.url));
        await server.listen({ port, host: '127.0.0.1' });
        const origin = `http://localhost:${port}`;
        try {
          shop.writeRegistry({
            ...shop.defaultRegistry,
            [remote]: p.app.server ? { browser: `${origin}/mf-manifest.json`, server: `${origin}/server/mf-manifest.json` } : `${origin}/mf-manifest.json`,
          });
          await smoke(page, shop, remote);
          expect(served.some((u) => /^\/remoteEntry\./.test(u)), `the browser loaded ${remote} from its N-1 build`).toBe(true);
          // Each journey's first page is composed on the server by its remote, except cart-checkout's
          // (its server build composes /order/track only).
          if (p.app.server && remote !== 'cart-checkout') {
            expect(served.some((u) => /^\/server\/remoteEntry\./.test(u)), `the shell's server composed with ${remote}'s N-1 server build`).toBe(true);
          }
        } finally {
          shop.writeRegistry(shop.defaultRegistry);
          await server.close();
        }
      });
    });
  }

  const shellN1 = plan.find((x) => !x.app.remote)!;
  test.describe(() => {
    skipUnless(shellN1);
    // The N-1 shell is stopped and today's started again after the test, here and not in the test's
    // own `finally`: a test that runs out of time does not finish it, and the N-1 shell would hold the
    // shop's port for whatever runs next.
    let n1Shell: ChildProcess | undefined;
    test.afterEach(async ({ shop }) => {
      if (n1Shell && n1Shell.exitCode === null && n1Shell.signalCode === null) {
        const exited = new Promise((r) => n1Shell!.once('exit', r));
        n1Shell.kill();
        await exited;
      }
      n1Shell = undefined;
      await shop.start('shell');
    });

    test("today's remotes in the shell's N-1: the main journeys work, nothing falls back, no hydration mismatch", async ({ page, shop }) => {
      // The N-1 shell takes today's shell's place (same origin, so the API's CORS list holds), in its own
      // process as a deployed shell would run: two shells' server runtimes never share one Node process.
      // Each wait outside the page has its own limit, so a stall says where it was.
      const port = new URL(shop.shopUrl).port;
      await test.step("today's shell stops", () => within(15_000, shop.stop('shell')));
      await test.step('the N-1 shell starts', async () => {
        let output = '';
        const child = spawn(process.execPath, ['tools/serve/serve-app.cjs', 'shell', '--dist', shellN1.dist!], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            SHELL_PORT: port,
            AXLEBAY_REGISTRY: shop.registryFile,
            AXLEBAY_API_URL: shop.apiUrl,
            AXLEBAY_ALLOW_OVERRIDES: '1',
            AXLEBAY_SSR_BUDGET_MS: process.env.AXLEBAY_SSR_BUDGET_MS ?? '2000',
          },
        });
        n1Shell = child;
        const started = new Promise<void>((resolve, reject) => {
          const read = (d: Buffer) => {
            output += String(d);
            if (output.includes('served at')) resolve();
          };
          child.stdout!.on('data', read);
          child.stderr!.on('data', read);
          child.on('exit', (code) => reject(new Error(`the N-1 shell exited (${code}):\n${output}`)));
        });
        await within(30_000, started, () => `the N-1 shell did not start; it wrote:\n${output}`);
      });
      const served = await test.step('the N-1 shell answers', async () => (await fetch(shop.shopUrl, { signal: AbortSignal.timeout(15_000) })).text());
      expect(served, 'the N-1 shell answers').toContain(`<meta name="release-version" content="${shellN1.version}"`);
      await smoke(page, shop, 'shell');
    });
  });
});
