import fs from 'node:fs';
import path from 'node:path';
import { startTestApi, type ApiResponse, type TestApi } from '../test-support/test-api';
import { registerBuyer, type TestBuyer } from './account-test-helpers';
import { fakeImage } from '../test-support/fake-image';

const UPLOAD = '/account/buyer/account/avatar';
const CURRENT = '/account/buyer/account/current';
const avatarPath = (accountId: number) => `/account/public/buyer/account/avatar/${accountId}`;
const MiB = 1024 * 1024;
type BodyInit = NonNullable<NonNullable<Parameters<typeof fetch>[1]>['body']>;

const TOO_LARGE = 'The image must be 2 MB or smaller';
const WRONG_TYPE = 'The image must be a PNG, JPEG, WebP or GIF file';
const MISSING = 'Please choose an image to upload';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function send(init: { token?: string; body?: BodyInit; headers?: Record<string, string> }, path = UPLOAD): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(api.url + path, { method: 'POST', headers, body: init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body };
}

function form(bytes: Uint8Array, { field = 'file', type = 'image/png', name = 'me.png' } = {}): FormData {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
}

const upload = (buyer: TestBuyer, bytes: Uint8Array, options?: Parameters<typeof form>[1]) => send({ token: buyer.token, body: form(bytes, options) });

async function fetchAvatar(url: string) {
  const res = await fetch(url.startsWith('http://localhost:4000') ? api.url + url.slice('http://localhost:4000'.length) : api.url + url);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function avatarRows(accountId: number) {
  return api.database.query<{ content_type: string; byte_size: number; version: number }>(
    'select content_type, byte_size, version from account_avatar where account_id = $1',
    [accountId],
  );
}

describe('POST /account/buyer/account/avatar', () => {
  it('stores a PNG, points avatarUrl at it and serves it with its type, nosniff and a long cache', async () => {
    const buyer = await registerBuyer(api);
    const png = fakeImage('png', 1000);
    const res = await upload(buyer, png);
    expect(res.status).toBe(200);
    const expectedUrl = `http://localhost:4000${avatarPath(buyer.accountId)}?v=1`;
    expect(res.body.data).toMatchObject({ accountId: buyer.accountId, email: buyer.email, avatarUrl: expectedUrl });
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.avatarUrl).toBe(expectedUrl);

    const { res: image, bytes } = await fetchAvatar(expectedUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(bytes).equals(Buffer.from(png))).toBe(true);
    expect(await avatarRows(buyer.accountId)).toEqual([{ content_type: 'image/png', byte_size: 1000, version: 1 }]);
  });

  it('replaces the avatar on each upload with a new version in the URL', async () => {
    const buyer = await registerBuyer(api);
    await upload(buyer, fakeImage('png'));
    const jpeg = fakeImage('jpeg', 500);
    const res = await upload(buyer, jpeg, { type: 'image/jpeg', name: 'me.jpg' });
    expect(res.body.data.avatarUrl).toBe(`http://localhost:4000${avatarPath(buyer.accountId)}?v=2`);
    expect(await avatarRows(buyer.accountId)).toEqual([{ content_type: 'image/jpeg', byte_size: 500, version: 2 }]);

    const current = await fetchAvatar(`${avatarPath(buyer.accountId)}?v=2`);
    expect(current.res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(current.bytes).equals(Buffer.from(jpeg))).toBe(true);
    // The bytes are a file of the blob store, not a database value; the replaced image's file is gone.
    const [row] = await api.database.query<{ blob_key: string }>('select blob_key from account_avatar where account_id = $1', [buyer.accountId]);
    const folder = path.join(api.config.blobDir, 'avatars', String(buyer.accountId));
    expect(fs.readdirSync(folder).map((f) => `avatars/${buyer.accountId}/${f}`)).toEqual([row!.blob_key]);
    expect(fs.readFileSync(path.join(api.config.blobDir, row!.blob_key)).equals(Buffer.from(jpeg))).toBe(true);
    // An old link gets the current image, cached only briefly.
    const old = await fetchAvatar(`${avatarPath(buyer.accountId)}?v=1`);
    expect(old.res.headers.get('content-type')).toBe('image/jpeg');
    expect(old.res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s, typed by its bytes whatever the declared type and name', async (kind, contentType) => {
    const buyer = await registerBuyer(api);
    const res = await upload(buyer, fakeImage(kind), { type: 'application/octet-stream', name: 'upload.txt' });
    expect(res.status).toBe(200);
    expect((await fetchAvatar(res.body.data.avatarUrl)).res.headers.get('content-type')).toBe(contentType);
  });

  it('takes exactly 2 MiB and refuses one byte more with a 400 at `file`', async () => {
    const buyer = await registerBuyer(api);
    expect((await upload(buyer, fakeImage('png', 2 * MiB))).status).toBe(200);
    const res = await upload(buyer, fakeImage('jpeg', 2 * MiB + 1), { type: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, httpCode: 400, message: TOO_LARGE, fieldErrors: [{ field: 'file', message: TOO_LARGE }] });
    const huge = await upload(buyer, fakeImage('png', 5 * MiB));
    expect(huge.body).toMatchObject({ httpCode: 400, message: TOO_LARGE });
    // The 2 MiB PNG is still the avatar.
    expect(await avatarRows(buyer.accountId)).toEqual([{ content_type: 'image/png', byte_size: 2 * MiB, version: 1 }]);
  });

  it('refuses files that are not one of the four image types, whatever they claim to be', async () => {
    const buyer = await registerBuyer(api);
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      [new TextEncoder().encode('<html><body>hi</body></html>'), 'image/png'],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png'], // a truncated PNG signature
      [new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]), 'image/bmp'],
      [new Uint8Array([7]), 'image/gif'],
    ];
    for (const [bytes, type] of cases) {
      const res = await upload(buyer, bytes, { type });
      expect({ status: res.status, message: res.body.message, fieldErrors: res.body.fieldErrors }).toEqual({
        status: 400,
        message: WRONG_TYPE,
        fieldErrors: [{ field: 'file', message: WRONG_TYPE }],
      });
    }
    expect(await avatarRows(buyer.accountId)).toEqual([]);
    expect((await api.get(CURRENT, { token: buyer.token })).body.data.avatarUrl).toBe('');
  });

  it('refuses an empty file and a request without the `file` field', async () => {
    const buyer = await registerBuyer(api);
    const empty = await upload(buyer, new Uint8Array(0));
    expect(empty.body).toMatchObject({ httpCode: 400, message: 'The image file is empty', fieldErrors: [{ field: 'file' }] });

    const onlyText = new FormData();
    onlyText.append('note', 'hello');
    const missing = [
      await send({ token: buyer.token, body: onlyText }),
      await upload(buyer, fakeImage('png'), { field: 'avatar' }),
      await send({ token: buyer.token }),
      await send({ token: buyer.token, body: JSON.stringify({ file: 'iVBORw0KGgo=' }), headers: { 'content-type': 'application/json' } }),
    ];
    for (const res of missing) {
      expect({ status: res.status, message: res.body.message, fieldErrors: res.body.fieldErrors }).toEqual({
        status: 400,
        message: MISSING,
        fieldErrors: [{ field: 'file', message: MISSING }],
      });
    }
    expect(await avatarRows(buyer.accountId)).toEqual([]);
  });

  it('answers malformed multipart with 400, never 500', async () => {
    const buyer = await registerBuyer(api);
    const boundary = 'XyZ123';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const cases: { body: BodyInit; type: string }[] = [
      { body: 'whatever', type: 'multipart/form-data' }, // no boundary
      { body: `${head}\x89PNG\r\n\x1a\n truncated, no closing boundary`, type: `multipart/form-data; boundary=${boundary}` },
      { body: 'not multipart at all', type: `multipart/form-data; boundary=${boundary}` },
    ];
    for (const { body, type } of cases) {
      const res = await send({ token: buyer.token, body, headers: { 'content-type': type } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, httpCode: 400, fieldErrors: [{ field: 'file' }] });
    }
    const otherType = await send({ token: buyer.token, body: 'plain', headers: { 'content-type': 'text/plain' } });
    expect(otherType.body).toMatchObject({ httpCode: 400, message: MISSING, fieldErrors: [{ field: 'file' }] });
    expect(await avatarRows(buyer.accountId)).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await send({ body: form(fakeImage('png')) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, httpCode: 401, message: 'Login is invalid. Please log in again' });
  });

  it('leaves the JSON routes as they were (multipart only parsed here)', async () => {
    const data = new FormData();
    data.append('email', 'someone@example.com');
    data.append('password', 'Brake-pads 2024');
    const res = await send({ body: data }, '/account/public/buyer/login');
    expect(res.status).toBe(415);
  });
});

describe('GET /account/public/buyer/account/avatar/:accountId', () => {
  it('answers 404 for an account without avatar and 400 for a malformed id, without a token', async () => {
    const buyer = await registerBuyer(api);
    const none = await api.get(avatarPath(buyer.accountId));
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, httpCode: 404, message: 'This account has no avatar' });
    expect((await api.get(avatarPath(999_999_999))).status).toBe(404);
    const bad = await api.get('/account/public/buyer/account/avatar/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0].field).toBe('accountId');
    expect((await api.get(avatarPath(buyer.accountId), { query: { v: 'x' } })).status).toBe(400);
    expect((await api.get('/account/public/buyer/account/avatar/99999999999999999999')).status).toBe(400);
  });
});
