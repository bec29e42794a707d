import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/shop';

/** Every `track` event the page publishes on the bus, kept in the tab's sessionStorage across pages. */
async function recordTrackEvents(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2e-track-events';
    let handles: unknown;
    // The shell parks its diagnostics on window.__axlebay at start-up, before anything is tracked.
    Object.defineProperty(window, '__axlebay', {
      configurable: true,
      get: () => handles,
      set: (value: { bus: { on: (t: string) => { subscribe: (f: (p: unknown) => void) => void } } }) => {
        handles = value;
        value.bus.on('track').subscribe((payload) => {
          const all = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
          all.push({ path: location.pathname, ...(payload as object) });
          sessionStorage.setItem(KEY, JSON.stringify(all));
        });
      },
    });
  });
  return () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-track-events') ?? '[]') as Array<{ path: string; name: string; props?: Record<string, unknown> }>);
}

test.describe('query flag debug (spec §2, §9 7200 s)', () => {
  test('?debug=true shows the debug panel with the group and the remotes, across reloads; ?debug=false ends it', async ({ page, shop }) => {
    const tracked = await recordTrackEvents(page);
    const external: string[] = [];
    page.on('request', (r) => r.url().includes('googletagmanager') && external.push(r.url()));
    await page.goto('/help?debug=true');
    const panel = page.getByRole('region', { name: 'Debug' });
    await expect(panel).toBeVisible();
    const group = await page.evaluate(() => /(?:^|; )axlebay_ab=([AB])/.exec(document.cookie)?.[1]);
    expect(group).toMatch(/^[AB]$/);
    await expect(panel.getByTestId('debug-group')).toHaveText(group!);
    for (const remote of Object.keys(shop.defaultRegistry)) await expect(panel.getByTestId('debug-remotes')).toContainText(`${remote}: local`);
    await expect(panel.getByTestId('debug-flags')).toContainText('tag manager: not configured');
    // The tracker's sent events, or a plain note where the page has none.
    await expect(panel.getByTestId('debug-events').or(panel.getByTestId('debug-no-tracker'))).toBeVisible();

    // Keyboard: the panel's own buttons, Esc collapses.
    await panel.getByRole('button', { name: 'Hide' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('button', { name: 'Show' })).toBeVisible();

    // Kept without the query: another page, and a reload of it.
    await page.goto('/about');
    await expect(panel).toBeVisible();
    await page.reload();
    await expect(panel).toBeVisible();

    await page.goto('/about?debug=false');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('axlebay_debug_until'))).toBeNull();
    const panelChunks: string[] = [];
    page.on('request', (r) => /\/debug-panel\.[0-9a-f]+\.js$/.test(r.url()) && panelChunks.push(r.url()));
    await page.goto('/help');
    // The flag is read in the page's idle work, which also reports the first web vitals: once FCP is
    // in, the panel would have been asked for.
    await expect.poll(async () => (await tracked()).some((e) => e.name === 'web_vital' && e.path === '/help' && e.props?.metric === 'FCP')).toBe(true);
    await expect(panel).toHaveCount(0);
    expect(panelChunks).toEqual([]);
    // Switching it on and off was tracked too.
    expect((await tracked()).filter((e) => e.name === 'debug').map((e) => e.props?.on)).toEqual([true, false]);
    // No container configured in tests: nothing external ever loads.
    expect(external).toEqual([]);
  });

  test('on a phone the panel keeps to the top, clear of the bottom bar with the checkout buttons', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/shopCart?debug=true');
    const panel = page.getByRole('region', { name: 'Debug' });
    await expect(panel).toBeVisible();
    // Collapsed to its bar at first on a phone; opened, it still ends above the lower part of the screen.
    await expect(panel.getByRole('button', { name: 'Show' })).toBeVisible();
    await panel.getByRole('button', { name: 'Show' }).click();
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667 * 0.55);
    await panel.getByRole('button', { name: 'Close the debug panel' }).click();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('web vitals (spec §7 Third-party, §9 thresholds)', () => {
  test('a short visit that leaves the page publishes FCP, TTFB and LCP as web_vital track events', async ({ page }) => {
    const tracked = await recordTrackEvents(page);
    const vitals = async () => (await tracked()).filter((e) => e.name === 'web_vital' && e.path === '/help');
    await page.goto('/help');
    // FCP and TTFB are final once known: reported as soon as the idle chunk has read the buffered entries.
    await expect.poll(async () => (await vitals()).map((e) => e.props?.metric).sort(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    expect((await vitals()).map((e) => e.props?.metric)).not.toContain('LCP');
    // Leaving hides the page first: LCP (and CLS) are final then.
    await page.goto('/about');
    const events = await vitals();
    const metrics = events.map((e) => e.props?.metric);
    expect(metrics).toEqual(expect.arrayContaining(['FCP', 'TTFB', 'LCP']));
    for (const e of events) {
      expect(e.props).toEqual(
        expect.objectContaining({ value: expect.any(Number), rating: expect.stringMatching(/^(good|needs-improvement|poor)$/), inputDelay: null, processing: null, presentation: null }),
      );
    }
    // Each metric once.
    expect(new Set(metrics).size).toBe(metrics.length);
  });
});

test.describe('web vitals end to end (with the page tracker and the tracking endpoint)', () => {
  test('the web_vital events of a short visit are accepted by the data service, with their page type', async ({ page }) => {
    const accepted: Array<{ name: string; pageType: string; path: string; props: Record<string, unknown> }> = [];
    page.context().on('response', async (response) => {
      if (!response.url().endsWith('/data-service/public/event/track') || response.request().method() !== 'POST') return;
      const body = JSON.parse(response.request().postData() ?? '{}') as { events: typeof accepted };
      const answer = (await response.json().catch(() => undefined)) as { success?: boolean; data?: { received?: number } } | undefined;
      if (response.status() === 200 && answer?.success && answer.data?.received === body.events.length) accepted.push(...body.events);
    });
    const vitalsOf = (path: string) => accepted.filter((e) => e.name === 'web_vital' && e.path === path);
    await page.goto('/help');
    await expect.poll(() => vitalsOf('/help').map((e) => e.props.metric), { timeout: 15_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    // Leaving: LCP goes with the tracker's beacon as the page is hidden.
    await page.goto('/about');
    await expect.poll(() => vitalsOf('/help').map((e) => e.props.metric), { timeout: 15_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB', 'LCP']));
    const pageTypes = new Set(vitalsOf('/help').map((e) => e.pageType));
    expect([...pageTypes]).toHaveLength(1);
    expect([...pageTypes][0]).toMatch(/\w/);
  });
});
