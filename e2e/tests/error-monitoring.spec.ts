import { expect, expectBoundary, test as base } from '../fixtures/shop';

/**
 * Error monitoring end to end (spec §8): errors arrive classified and tagged at the shop's own
 * `POST /api/public/logs`, read back from its loopback-only `GET`. These tests break pages on
 * purpose, so the suite's "no uncaught page error" guard is off here.
 */
const test = base.extend({
  failOnPageError: async ({}, use) => {
    await use();
  },
});

type LogRecord = { receivedAt: string; type: string; level: string; kind: string; message: string; remote: string | null; release: string | null; route: string; tags: Record<string, string> };

async function records(shopUrl: string, query: string, since: string): Promise<LogRecord[]> {
  const res = await fetch(`${shopUrl}/api/public/logs?${query}`);
  const body = (await res.json()) as { records: LogRecord[] };
  return body.records.filter((r) => r.receivedAt >= since);
}

test('a remote whose page throws: the error arrives p1, tagged, with the remote and the release', async ({ page, shop }) => {
  const since = new Date().toISOString();
  await page.goto('/help');
  await expectBoundary(page, 'content');
  // The search answers something the page cannot draw (a result list holding nothing): the content
  // remote's help page throws while rendering, its boundary shows the fallback and reports it.
  await page.route('**/infra/public/buyer/help/faq/search**', (route) =>
    route.fulfill({ json: { success: true, httpCode: 200, data: { total: 1, list: [null] } } }),
  );
  await page.getByLabel('Your question or a few words').fill('brake pads');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();

  await expect.poll(() => records(shop.shopUrl, 'kind=remote-render&remote=content', since), { timeout: 15_000 }).toHaveLength(1);
  const [record] = await records(shop.shopUrl, 'kind=remote-render&remote=content', since);
  expect(record).toMatchObject({ type: 'event', level: 'p1', remote: 'content', route: '/help', release: expect.any(String) });
  expect(record!.message).toMatch(/null/);
  expect(record!.tags).toMatchObject({ device: 'desktop', screen: expect.stringMatching(/^\d+x\d+$/), viewport: expect.stringMatching(/^\d+x\d+$/), unsupported: 'false' });
  expect(record!.tags.network).toBeTruthy();
});

test('the white-screen monitor reports p0 when the page goes blank', async ({ page, shop }) => {
  const since = new Date().toISOString();
  // The tree vanishes as soon as the page is live, as when React unmounts it after an error no boundary caught.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-route-live')) return;
      observer.disconnect();
      document.getElementById('root')?.replaceChildren();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-route-live'] });
  });
  await page.goto('/about');
  await expect.poll(() => records(shop.shopUrl, 'kind=white-screen', since), { timeout: 20_000 }).toHaveLength(1);
  const [record] = await records(shop.shopUrl, 'kind=white-screen', since);
  expect(record).toMatchObject({ level: 'p0', route: '/about' });
});

test('an offline spell loses no error: queued while offline, all sent when the shopper is back', async ({ page, context, shop }) => {
  // The first retry after a failed send waits 5 s, the next 10 s: room for both on a busy machine.
  test.setTimeout(60_000);
  const since = new Date().toISOString();
  const tag = `spell-${Date.now().toString(36)}`;
  const throwLater = (message: string) =>
    page.evaluate((m) => {
      setTimeout(() => {
        throw new Error(m);
      });
    }, message);
  const arrived = async () => (await records(shop.shopUrl, 'kind=uncaught', since)).map((r) => r.message).filter((m) => m.includes(tag)).sort();

  await page.goto('/about');
  await expectBoundary(page, 'content');
  // Online first: the reporter is loaded and working.
  await throwLater(`${tag} online`);
  await expect.poll(arrived, { timeout: 15_000 }).toEqual([`${tag} online`]);

  await context.setOffline(true);
  for (const n of [1, 2, 3]) await throwLater(`${tag} offline ${n}`);
  await page.waitForTimeout(2_000);
  expect(await arrived()).toEqual([`${tag} online`]);

  await context.setOffline(false);
  await expect.poll(arrived, { timeout: 30_000 }).toEqual([`${tag} offline 1`, `${tag} offline 2`, `${tag} offline 3`, `${tag} online`]);
  const [offline] = await records(shop.shopUrl, 'kind=uncaught', since).then((all) => all.filter((r) => r.message === `${tag} offline 1`));
  expect(offline).toMatchObject({ level: 'p2', route: '/about' });
});
