import { registerBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { changeCart, guestCart, line, purchasable, readCart, type TestItem } from './cart-test-helpers';

const NOT_FOUND = 'This cart does not exist';
const VISITOR = '3f1c0d0e-8a51-4f0f-9f55-0d1f1c2b3a4d';
const ping = (cartUUID: string, token?: string, key = VISITOR) => api.get(`/order/public/buyer/public/${key}/ping/${cartUUID}`, { token });

let api: TestApi;
let a: TestItem;
let b: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  [a, b] = (await purchasable(api, 2, 7)) as [TestItem, TestItem];
});
afterAll(() => api?.close());

describe('GET /order/public/buyer/public/{key}/ping/{id}', () => {
  it("answers a guest cart's count (sum of line counts) and last change", async () => {
    const uuid = await guestCart(api, [line(a, 2), line(b, 3)]);
    const res = await ping(uuid);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ cartUUID: uuid, count: 5, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    const first = res.body.data.updatedAt as string;

    await new Promise((resolve) => setTimeout(resolve, 5));
    await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [line(b)] });
    const after = (await ping(uuid.toUpperCase())).body.data;
    expect(after.count).toBe(2);
    expect(after.cartUUID).toBe(uuid);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(first));
  });

  it('an emptied cart counts 0', async () => {
    const uuid = await guestCart(api, [line(a, 1)]);
    await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [line(a)] });
    expect((await ping(uuid)).body.data.count).toBe(0);
  });

  it("an account's cart: with its token only; another buyer or no token → 404", async () => {
    const buyer = await registerBuyer(api);
    const other = await registerBuyer(api);
    const uuid = (await changeCart(api, { action: 'UPDATE', items: [line(a, 4)] }, { token: buyer.token })).body.data.cartUUID as string;
    expect((await readCart(api, undefined, { token: buyer.token })).body.data.cartUUID).toBe(uuid);
    expect((await ping(uuid, buyer.token)).body.data).toMatchObject({ cartUUID: uuid, count: 4 });
    for (const token of [undefined, other.token]) {
      const res = await ping(uuid, token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    // A guest cart stays readable by its UUID with any valid token.
    const guest = await guestCart(api, [line(b, 1)]);
    expect((await ping(guest, other.token)).body.data.count).toBe(1);
  });

  it('an unknown cart is 404; a malformed id or visitor key is 400; a dead token is 401', async () => {
    const unknown = await ping('0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, httpCode: 404, message: NOT_FOUND });
    for (const id of ['abc', '0b6f1c2e3d4a4b5c8d9e0f1a2b3c4d5e', 'x'.repeat(65), '%00', '%ED%A0%80', "x'%20or%201=1"]) {
      expect({ id, status: (await ping(id)).status }).toEqual({ id, status: 400 });
    }
    const uuid = await guestCart(api, [line(a, 1)]);
    for (const key of ['a%20b', 'k'.repeat(65), '%00']) {
      expect({ key, status: (await ping(uuid, undefined, key)).status }).toEqual({ key, status: 400 });
    }
    expect((await ping(uuid, 'not-a-valid-token')).status).toBe(401);
  });
});
