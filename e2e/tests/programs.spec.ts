import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { watchHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/shop';

/**
 * The programme pages (spec §2 info pages) in the composed shop: the UGC award entry through the real
 * API (a photo uploaded, checked by its bytes and stored), the TPMS landing page with the catalog's
 * parts, and the guide videos with their captions, served in byte ranges.
 */

/** A 1×1 PNG: a real image for the entry's photo. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const STORY = 'Fitted a set of 315 MHz TPMS sensors to my 2016 F-150 at the spring tire swap, then ran the relearn in the driveway.';

test.describe('programme pages', () => {
  test.beforeAll(() => {
    // The videos are data a script makes (never committed): make them if this machine has none yet.
    execFileSync(process.execPath, [path.join(__dirname, '../../tools/media/make-guide-videos.mjs')], { stdio: 'inherit', timeout: 120_000 });
  });

  test('a shopper enters the UGC awards with a photo and sees the thanks; the entry is stored', async ({ page, shop }) => {
    const problems = watchHydration(page);
    await page.goto('/ugc-awards/submit');
    const form = page.getByTestId('ugc-entry-form');
    await form.getByLabel('Your name').fill('Marcus Bell');
    const email = `marcus.${Date.now().toString(36)}@example.com`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Category').selectOption({ label: 'Best DIY Install' });
    await form.getByLabel('Title of your entry').fill('TPMS sensors at the spring swap');
    await form.getByLabel('Your story').fill(STORY);
    await form.getByLabel('Photos (1–3)').setInputFiles({ name: 'sensor.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(form.getByText('sensor.png (1 KB)')).toBeVisible();
    await form.getByLabel(/I agree to the rules/).check();
    const sent = page.waitForResponse((r) => r.url().endsWith('/infra/public/ugc-awards/entry') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send my entry' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByTestId('ugc-entry-sent')).toContainText('Thanks! Your entry is in.');
    await expect(page.getByRole('link', { name: 'Back to the awards' })).toBeVisible();
    expect(problems).toEqual([]);
    // Stored: the confirmation email (the development mailbox, the API's log) names the new entry.
    const mail = await shop.apiLogEntry('ugc award entry email', (e) => e.email === email);
    expect(mail).toMatchObject({ category: 'BEST_DIY_INSTALL', entryId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test('a file that is no photo is refused with a message, in the browser and by the API', async ({ page }) => {
    await page.goto('/ugc-awards/submit');
    const form = page.getByTestId('ugc-entry-form');
    await form.getByLabel('Your name').fill('Marcus Bell');
    await form.getByLabel('Email').fill('marcus.bell@example.com');
    await form.getByLabel('Category').selectOption({ label: 'Best Before/After' });
    await form.getByLabel('Title of your entry').fill('Before and after');
    await form.getByLabel('Your story').fill(STORY);
    await form.getByLabel(/I agree to the rules/).check();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/ugc-awards/entry') && posts.push(r.url()));
    await form.getByLabel('Photos (1–3)').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 receipt') });
    await form.getByRole('button', { name: 'Send my entry' }).click();
    await expect(form.getByText('The photo must be a JPEG, PNG or WebP image (receipt.pdf)')).toBeVisible();
    await expect(form.getByLabel('Photos (1–3)')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    // A file that claims to be a PNG gets past the browser; the API reads its bytes and refuses it.
    await form.getByLabel('Photos (1–3)').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await form.getByRole('button', { name: 'Send my entry' }).click();
    await expect(form.getByText('The photo must be a JPEG, PNG or WebP image (fake.png)')).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(page.getByTestId('ugc-entry-sent')).toHaveCount(0);
  });

  test('the TPMS page shows the catalog\'s TPMS sensors and links to the full search', async ({ page }) => {
    await page.goto('/featured/tpms-sensors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TPMS sensors');
    const strip = page.getByTestId('tpms-parts');
    await expect(strip).toBeVisible({ timeout: 15_000 });
    const cards = strip.getByRole('link', { name: /TPMS/i });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: 'See all TPMS sensors' })).toHaveAttribute('href', '/search?keyword=tpms%20sensor');
  });

  test('the guide video page plays captioned videos the API serves in byte ranges', async ({ page, request }) => {
    await page.goto('/guidevideo');
    const figure = page.getByTestId('guide-video-tpms-sensor-relearn');
    const video = figure.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveAttribute('default', '');
    const [src, captions, poster] = await Promise.all([video.locator('source').getAttribute('src'), track.getAttribute('src'), video.getAttribute('poster')]);

    const vtt = await request.get(captions!);
    expect(vtt.status()).toBe(200);
    expect(vtt.headers()['content-type']).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toContain('4. Inflate and relearn');
    expect((await request.get(poster!)).headers()['content-type']).toBe('image/png');
    const range = await request.get(src!, { headers: { range: 'bytes=0-1023' } });
    expect(range.status()).toBe(206);
    expect(range.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect(range.headers()['content-type']).toBe('video/webm');

    // In the page: the video loads, knows its length, and the browser parsed the captions.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBe(12);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(4);
    await expect(figure.getByTestId('video-transcript')).toContainText('Fit the new sensor');
  });
});
