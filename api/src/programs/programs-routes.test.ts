import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeImage, phoneJpeg } from '../test-support/fake-image';
import { startTestApi, type ApiResponse, type TestApi } from '../test-support/test-api';
import { ABUSE_RULES } from '../limits/abuse-limits';
import { UGC_AWARDS_PATH, UGC_ENTRY_PATH } from './programs-routes';

const MiB = 1024 * 1024;
const STORY = 'Swapped the yellowed halogen housings on my 2014 Silverado for LED projectors over one Saturday afternoon.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { trustProxy: 1 } });
});
afterAll(() => api?.close());

type Photo = { bytes: Uint8Array; type?: string; name?: string };
let nextIp = 1;
/** Each test sends from its own address, so the per-IP limit of one does not touch another. */
const freshIp = () => `198.51.100.${nextIp++}`;

async function sendEntry(fields: Record<string, string>, photos: Photo[], ip = freshIp()): Promise<ApiResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append('photos', new Blob([p.bytes], { type: p.type ?? 'image/png' }), p.name ?? 'build.png');
  const res = await fetch(api.url + UGC_ENTRY_PATH, { method: 'POST', body: form, headers: { 'x-forwarded-for': ip } });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const goodFields = (more: Record<string, string> = {}) => ({
  name: 'Dana Whitfield',
  email: `dana.${Math.random().toString(36).slice(2)}@example.com`,
  category: 'BEST_BEFORE_AFTER',
  title: 'Silverado headlights: from yellow to clear',
  story: STORY,
  consent: 'true',
  ...more,
});

const entriesBy = (email: string) => api.database.query<{ id: string; category: string }>('select id, category from ugc_award_entry where email = $1', [email]);
const photosOf = (entryId: string) =>
  api.database.query<{ position: number; content_type: string; blob_key: string; byte_size: number }>('select position, content_type, blob_key, byte_size from ugc_award_photo where entry_id = $1 order by position', [entryId]);
const blobFiles = () => (fs.existsSync(path.join(api.config.blobDir, 'ugc-award-photos')) ? fs.readdirSync(path.join(api.config.blobDir, 'ugc-award-photos'), { recursive: true }).length : 0);

describe('GET the awards', () => {
  it('answers this year\'s season, the categories and the prizes in cents', async () => {
    const res = await api.get(UGC_AWARDS_PATH);
    expect(res.status).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(res.body.data.season).toEqual({ year, entriesOpen: `${year}-01-01`, entriesClose: `${year}-12-31`, judgingStarts: `${year + 1}-01-05`, winnersAnnounced: `${year + 1}-02-15` });
    expect(res.body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Best DIY Install', 'Best Before/After', 'Best Road Trip Build', 'Best Budget Build']);
    expect(res.body.data.prizes.winnerCents).toBe(50_000);
    expect(res.body.data.judging.reduce((sum: number, j: { weight: number }) => sum + j.weight, 0)).toBe(100);
  });
});

describe('POST an award entry', () => {
  it('stores the entry with its photos in order, a JPEG without its location', async () => {
    const fields = goodFields();
    const png = fakeImage('png', 2000);
    const res = await sendEntry(fields, [{ bytes: png }, { bytes: phoneJpeg().bytes, type: 'image/jpeg', name: 'after.jpg' }]);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatch(/^Thanks! Your entry is in\./);
    const [entry] = await entriesBy(fields.email);
    expect(entry).toEqual({ id: res.body.data.entryId, category: 'BEST_BEFORE_AFTER' });
    const photos = await photosOf(entry!.id);
    expect(photos.map((p) => [p.position, p.content_type])).toEqual([[1, 'image/png'], [2, 'image/jpeg']]);
    expect(fs.readFileSync(path.join(api.config.blobDir, photos[0]!.blob_key)).equals(Buffer.from(png))).toBe(true);
    const jpeg = fs.readFileSync(path.join(api.config.blobDir, photos[1]!.blob_key));
    expect(jpeg.toString('latin1')).not.toMatch(/37\.7749|Pixel/);
    expect(photos[1]!.byte_size).toBe(jpeg.length);
  });

  it('refuses a file that is no JPEG, PNG or WebP by its bytes, whatever it is called, and writes nothing', async () => {
    const fields = goodFields();
    const before = blobFiles();
    const gif = await sendEntry(fields, [{ bytes: fakeImage('png') }, { bytes: fakeImage('gif'), type: 'image/png', name: 'brakes.png' }]);
    expect(gif.status).toBe(400);
    expect(gif.body.fieldErrors).toEqual([{ field: 'photos', message: 'The photo must be a JPEG, PNG or WebP image (brakes.png)' }]);
    const html = await sendEntry(fields, [{ bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), type: 'image/jpeg' }]);
    expect(html.body).toMatchObject({ httpCode: 400, fieldErrors: [{ field: 'photos' }] });
    const damaged = await sendEntry(fields, [{ bytes: fakeImage('jpeg'), type: 'image/jpeg', name: 'cut.jpg' }]);
    expect(damaged.body.message).toBe('The photo could not be read. Please choose another JPEG, PNG or WebP image (cut.jpg)');
    expect(await entriesBy(fields.email)).toEqual([]);
    expect(blobFiles()).toBe(before);
  });

  it('refuses a photo over 5 MB, more than 3 photos, or none, with 400 at `photos`', async () => {
    const fields = goodFields();
    const large = await sendEntry(fields, [{ bytes: fakeImage('png', 5 * MiB + 1) }]);
    expect(large.status).toBe(400);
    expect(large.body).toMatchObject({ message: 'The photo must be 5 MB or smaller', fieldErrors: [{ field: 'photos' }] });
    const four = await sendEntry(fields, Array.from({ length: 4 }, () => ({ bytes: fakeImage('png') })));
    expect(four.body).toMatchObject({ httpCode: 400, message: 'Please choose at most 3 photos' });
    const none = await sendEntry(fields, []);
    expect(none.body.fieldErrors).toEqual([{ field: 'photos', message: 'Please add at least one photo' }]);
    const empty = await sendEntry(fields, [{ bytes: new Uint8Array(0), name: 'zero.png' }]);
    expect(empty.body).toMatchObject({ httpCode: 400, message: 'The photo file is empty (zero.png)' });
    expect(await entriesBy(fields.email)).toEqual([]);
  });

  it('answers each wrong field at its field, all at once', async () => {
    const res = await sendEntry({ name: ' ', email: 'not-an-email', category: 'BEST_PAINT_JOB', title: 'Line one\nline two', story: 'Too short.' }, [{ bytes: fakeImage('webp') }]);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { field: 'name', message: 'Please enter your name' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'category', message: 'Please choose a category' },
      { field: 'title', message: 'Title contains characters that are not allowed' },
      { field: 'story', message: 'Story must be at least 50 characters' },
      { field: 'consent', message: 'Please agree to the rules and to your photos being shown' },
    ]);
  });

  it('answers a malformed body with 400, never a 500', async () => {
    const json = await api.post(UGC_ENTRY_PATH, { body: goodFields() });
    expect(json.status).toBe(400);
    const broken = await fetch(api.url + UGC_ENTRY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.status).toBe(400);
    const noBoundary = await fetch(api.url + UGC_ENTRY_PATH, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'name=x' });
    expect(noBoundary.status).toBe(400);
    const nul = await sendEntry(goodFields({ story: `${STORY}\u0000` }), [{ bytes: fakeImage('png') }]);
    expect(nul.body).toMatchObject({ httpCode: 400, fieldErrors: [{ field: 'story', message: 'Story contains characters that are not allowed' }] });
  });

  it(`takes ${ABUSE_RULES.ugcEntryIp.points} entries an hour from one network; a refused form does not count`, async () => {
    const ip = freshIp();
    expect((await sendEntry(goodFields({ consent: '' }), [{ bytes: fakeImage('png') }], ip)).status).toBe(400);
    for (let i = 0; i < ABUSE_RULES.ugcEntryIp.points; i++) expect((await sendEntry(goodFields(), [{ bytes: fakeImage('png') }], ip)).status).toBe(200);
    const fields = goodFields();
    const held = await sendEntry(fields, [{ bytes: fakeImage('png') }], ip);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('Too many entries from your network. Please try again in 60 minutes.');
    expect(await entriesBy(fields.email)).toEqual([]);
    expect((await sendEntry(goodFields(), [{ bytes: fakeImage('png') }], freshIp())).status).toBe(200);
  });
});

describe('guide videos', () => {
  let videos: TestApi;
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-video-'));
    videos = await startTestApi({ config: { cacheDir } });
  });
  afterAll(async () => {
    await videos?.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('lists a page\'s videos, available once rendered, and serves captions and byte ranges of the video', async () => {
    const before = await videos.get('/infra/public/guide-videos', { query: { page: 'guide' } });
    expect(before.body.data.videos.map((v: { id: string }) => v.id)).toEqual(['tpms-sensor-relearn', 'brake-pads-front', 'headlight-bulb-swap']);
    expect(before.body.data.videos.every((v: { available: boolean }) => !v.available)).toBe(true);

    // Bytes standing for a rendered video (the route serves whatever the script wrote).
    const webm = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
    fs.mkdirSync(path.join(cacheDir, 'guide-videos'));
    fs.writeFileSync(path.join(cacheDir, 'guide-videos', 'brake-pads-front.webm'), webm);
    fs.writeFileSync(path.join(cacheDir, 'guide-videos', 'brake-pads-front.png'), fakeImage('png'));
    const after = (await videos.get('/infra/public/guide-videos', { query: { page: 'guide' } })).body.data.videos;
    const brakes = after.find((v: { id: string }) => v.id === 'brake-pads-front');
    expect(brakes).toMatchObject({ available: true, durationSeconds: 12, videoUrl: 'http://localhost:4000/infra/public/guide-videos/files/brake-pads-front.webm' });

    const captions = await fetch(`${videos.url}/infra/public/guide-videos/files/brake-pads-front.vtt`);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT[\s\S]*00:00:03\.000 --> 00:00:06\.000\n2\. Swing the caliper/);

    const range = await fetch(`${videos.url}/infra/public/guide-videos/files/brake-pads-front.webm`, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 100-199/4096');
    expect(range.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await range.arrayBuffer()).equals(webm.subarray(100, 200))).toBe(true);

    expect((await fetch(`${videos.url}/infra/public/guide-videos/files/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${videos.url}/infra/public/guide-videos/files/no-such-video.webm`)).status).toBe(404);
    expect((await videos.get('/infra/public/guide-videos', { query: { page: 'other' } })).status).toBe(400);
  });
});
