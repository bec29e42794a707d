import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type ApiResponse, type TestApi } from '../test-support/test-api';
import { buyerWithDelivered, goodReview, LIST, PHOTO, reviewItems, WRITE } from './review-test-helpers';
import { fakeImage, phoneJpeg } from '../test-support/fake-image';

const MiB = 1024 * 1024;
const WRONG_TYPE = 'The photo must be a JPEG, PNG or WebP image';
const NOT_FOUND = 'A photo of this review could not be found. Please upload it again.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function upload(buyer: TestBuyer | undefined, bytes: Uint8Array, type = 'image/png'): Promise<ApiResponse> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'photo.png');
  const res = await fetch(api.url + PHOTO, { method: 'POST', headers: buyer ? { authorization: `Bearer ${buyer.token}` } : {}, body: form });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const pathOf = (url: string) => new URL(url).pathname;
const pendingPhotos = async (accountId: number) =>
  (await api.database.query<{ n: number }>('select count(*)::int as n from review_photo where account_id = $1 and review_id is null', [accountId]))[0]!.n;

describe('review photos', () => {
  it('uploads photos, attaches them to the review and serves them once the review holds them', async () => {
    const [item] = await reviewItems(api, 1, 20);
    const buyer = await buyerWithDelivered(api, [item!]);
    const png = fakeImage('png', 3000);
    const ids: string[] = [];
    for (const [bytes, type] of [[png, 'image/png'], [phoneJpeg().bytes, 'image/jpeg'], [fakeImage('webp'), 'application/octet-stream']] as const) {
      const res = await upload(buyer, bytes, type);
      expect(res.status).toBe(200);
      expect(res.body.data.url).toMatch(/\/item\/public\/buyer\/review\/photo\/[0-9a-f-]{36}$/);
      ids.push(res.body.data.id);
    }
    // Not public before a review holds it.
    expect((await fetch(`${api.url}/item/public/buyer/review/photo/${ids[0]}`)).status).toBe(404);

    const res = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { photoIds: ids }) });
    expect(res.status).toBe(200);
    expect(res.body.data.review.photos.map((p: { id: string }) => p.id)).toEqual(ids);
    const listed = (await api.get(LIST, { query: { itemId: item!.itemId, size: 1 } })).body.data.list[0];
    expect(listed.photos).toHaveLength(3);

    const image = await fetch(api.url + pathOf(listed.photos[0].url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect((await fetch(api.url + pathOf(listed.photos[2].url))).headers.get('content-type')).toBe('image/webp');
    // The JPEG is served without where it was taken or with what.
    const jpeg = Buffer.from(await (await fetch(api.url + pathOf(listed.photos[1].url))).arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.toString('latin1')).not.toMatch(/37\.7749|Pixel|Cesar Chavez/);
    expect(jpeg.subarray(jpeg.length - phoneJpeg().picture.length).equals(phoneJpeg().picture)).toBe(true);
    expect(await pendingPhotos(buyer.accountId)).toBe(0);
  });

  it("refuses another buyer's photo, or one already on a review, and writes nothing", async () => {
    const [item, second] = await reviewItems(api, 2, 22);
    const owner = await registerBuyer(api);
    const theirs = (await upload(owner, fakeImage('png'))).body.data.id;
    const buyer = await buyerWithDelivered(api, [item!, second!]);
    const refused = await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { photoIds: [theirs] }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: NOT_FOUND, fieldErrors: [{ field: 'photoIds', message: NOT_FOUND }] });
    expect((await api.database.query('select id from review where item_id = $1 and account_id = $2', [item!.itemId, buyer.accountId]))).toEqual([]);

    const mine = (await upload(buyer, phoneJpeg().bytes, 'image/jpeg')).body.data.id;
    expect((await api.post(WRITE, { token: buyer.token, body: goodReview(item!.itemId, { photoIds: [mine] }) })).status).toBe(200);
    const again = await api.post(WRITE, { token: buyer.token, body: goodReview(second!.itemId, { photoIds: [mine] }) });
    expect(again.body).toMatchObject({ httpCode: 400, message: NOT_FOUND });
  });

  it('refuses files that are no JPEG, PNG or WebP, too large or missing, with 400 at `file`', async () => {
    const buyer = await registerBuyer(api);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, type] of [[svg, 'image/svg+xml'], [fakeImage('gif'), 'image/gif'], [new TextEncoder().encode('<html></html>'), 'image/png']] as const) {
      const res = await upload(buyer, bytes, type);
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors[0].field }).toEqual({ status: 400, message: WRONG_TYPE, field: 'file' });
    }
    // JPEG bytes whose segments do not add up.
    const damaged = await upload(buyer, fakeImage('jpeg'), 'image/jpeg');
    expect(damaged.body).toMatchObject({ httpCode: 400, message: 'The photo could not be read. Please choose another JPEG, PNG or WebP image', fieldErrors: [{ field: 'file' }] });
    const large = await upload(buyer, fakeImage('png', 5 * MiB + 1));
    expect(large.body).toMatchObject({ httpCode: 400, message: 'The photo must be 5 MB or smaller' });
    expect((await upload(buyer, new Uint8Array(0))).body).toMatchObject({ httpCode: 400, message: 'The photo file is empty' });
    const json = await api.post(PHOTO, { token: buyer.token, body: { file: 'iVBORw0KGgo=' } });
    expect(json.body).toMatchObject({ httpCode: 400, message: 'Please choose a photo to upload' });
    expect(await pendingPhotos(buyer.accountId)).toBe(0);
    expect((await upload(undefined, fakeImage('png'))).status).toBe(401);
    expect((await api.get('/item/public/buyer/review/photo/not-a-uuid')).status).toBe(400);
  });

  it('keeps at most 9 photos waiting for a review per buyer', async () => {
    const buyer = await registerBuyer(api);
    const answers = await Promise.all(Array.from({ length: 11 }, () => upload(buyer, fakeImage('png'))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(9);
    expect(answers.find((r) => r.status !== 200)!.body).toMatchObject({ httpCode: 400, fieldErrors: [{ field: 'file' }] });
    expect(await pendingPhotos(buyer.accountId)).toBe(9);
  });
});
