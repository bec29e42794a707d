import { registerBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { CART, changeCart, counts, guestCart, items, line, lineRows, purchasable, readCart, UUID_V4, type TestItem } from './cart-test-helpers';

const NOT_FOUND = 'This cart does not exist';

let api: TestApi;
let plenty: TestItem[];
let scarce: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  plenty = await purchasable(api, 4, 10);
  scarce = (await items(api, `i.us_status = 'ON_SHELVES' and i.available_total between 6 and 9`))[0]!;
});
afterAll(() => api?.close());

const cartsOf = async (accountId: number) =>
  (await api.database.query<{ n: number }>('select count(*)::int as n from cart where account_id = $1', [accountId]))[0]!.n;
const guestExists = async (uuid: string) =>
  (await api.database.query<{ n: number }>('select count(*)::int as n from cart where uuid = $1', [uuid]))[0]!.n === 1;

describe('account cart', () => {
  it('is created on first use, once, and answered with its UUID', async () => {
    const buyer = await registerBuyer(api);
    const results = await Promise.all([1, 2, 3, 4].map(() => readCart(api, undefined, { token: buyer.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const uuid = results[0]!.body.data.cartUUID;
    expect(uuid).toMatch(UUID_V4);
    expect(results.map((r) => r.body.data)).toEqual(results.map(() => ({ cartUUID: uuid, items: [] })));
    expect(await cartsOf(buyer.accountId)).toBe(1);
    // Simultaneous first changes: still one cart, one line.
    const other = await registerBuyer(api);
    const changes = await Promise.all([1, 2, 3].map((n) => changeCart(api, { action: 'UPDATE', items: [line(plenty[0]!, n)] }, { token: other.token })));
    expect(changes.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await cartsOf(other.accountId)).toBe(1);
    expect(await lineRows(api, changes[0]!.body.data.cartUUID)).toHaveLength(1);
  });

  it("is reached only with the account's token: its UUID alone is refused like an unknown cart", async () => {
    const owner = await registerBuyer(api);
    const res = await changeCart(api, { action: 'UPDATE', items: [line(plenty[0]!, 2)] }, { token: owner.token });
    const uuid = res.body.data.cartUUID;
    expect(uuid).toMatch(UUID_V4);

    const asGuest = await readCart(api, uuid);
    expect(asGuest.status).toBe(404);
    expect(asGuest.body).toMatchObject({ success: false, httpCode: 404, message: NOT_FOUND, data: null });
    for (const action of ['UPDATE', 'DELETE']) {
      const write = await changeCart(api, { action, cartUUID: uuid, items: [line(plenty[0]!, 9)] });
      expect({ action, status: write.status, message: write.body.message }).toEqual({ action, status: 404, message: NOT_FOUND });
    }
    // Another buyer sending it gets their own cart: the UUID names no guest cart to merge.
    const stranger = await registerBuyer(api);
    const theirs = await readCart(api, uuid, { token: stranger.token });
    expect(theirs.body.data.cartUUID).not.toBe(uuid);
    expect(theirs.body.data.items).toEqual([]);
    await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [line(plenty[0]!)] }, { token: stranger.token });

    expect(counts((await readCart(api, undefined, { token: owner.token })).body.data.items)).toEqual({ [plenty[0]!.skuId]: 2 });
    // Its own UUID with its token is simply its cart.
    expect((await readCart(api, uuid, { token: owner.token })).body.data.cartUUID).toBe(uuid);
  });

  it('a token answers the account cart whatever guest cart the browser still holds', async () => {
    const buyer = await registerBuyer(api);
    const res = await changeCart(api, { action: 'UPDATE', cartUUID: '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e', items: [line(plenty[1]!, 1)] }, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.cartUUID).not.toBe('0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
  });
});

describe('merge at sign-in', () => {
  it('GET with the token and the guest cartUUID merges the guest cart into the account cart and deletes it', async () => {
    const [x, y, z] = plenty;
    const buyer = await registerBuyer(api);
    const accountUuid = (await changeCart(api, { action: 'UPDATE', items: [line(x!, 2), line(scarce, 4)] }, { token: buyer.token })).body.data.cartUUID;
    const carModel = { make: 'Toyota', model: 'Corolla', year: '2018' };
    const guestUuid = await guestCart(api, [line(x!, 3), line(scarce, 5, { carModel }), line(y!, 1), line(z!, 2, { itemType: 'TRADE_IN' })]);

    const merged = await readCart(api, guestUuid, { token: buyer.token });
    expect(merged.status).toBe(200);
    expect(merged.body.data.cartUUID).toBe(accountUuid);
    const lines = merged.body.data.items as { skuId: number; itemType: string; itemCount: number; carModel: unknown }[];
    expect(lines.map((l) => [l.skuId, l.itemType, l.itemCount]).sort((p, q) => Number(p[0]) - Number(q[0]) || String(p[1]).localeCompare(String(q[1])))).toEqual(
      [
        [x!.skuId, 'NORMAL', 5], // 2 + 3
        [scarce.skuId, 'NORMAL', Math.min(9, scarce.availableTotal)], // 4 + 5, capped at the stock
        [y!.skuId, 'NORMAL', 1],
        [z!.skuId, 'TRADE_IN', 2],
      ].sort((p, q) => Number(p[0]) - Number(q[0]) || String(p[1]).localeCompare(String(q[1]))),
    );
    expect(lines.find((l) => l.skuId === scarce.skuId)!.carModel).toEqual(carModel);
    expect(await guestExists(guestUuid)).toBe(false);
    expect((await readCart(api, guestUuid)).status).toBe(404);

    // Merging again (the browser sends the old UUID once more) changes nothing.
    const again = await readCart(api, guestUuid, { token: buyer.token });
    expect(again.body.data).toEqual(merged.body.data);
    expect(await cartsOf(buyer.accountId)).toBe(1);
  });

  it('merges before a change sent with the token and the guest cartUUID, in the same transaction', async () => {
    const [x, y] = plenty;
    const buyer = await registerBuyer(api);
    await changeCart(api, { action: 'UPDATE', items: [line(x!, 1)] }, { token: buyer.token });
    const guestUuid = await guestCart(api, [line(x!, 2), line(y!, 3)]);
    const res = await changeCart(api, { action: 'UPDATE', cartUUID: guestUuid, items: [line(y!, 7)] }, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(counts(res.body.data.items)).toEqual({ [x!.skuId]: 3, [y!.skuId]: 7 });
    expect(await guestExists(guestUuid)).toBe(false);
  });

  it('a refused change writes nothing: the guest cart stays as it was', async () => {
    const [x] = plenty;
    const buyer = await registerBuyer(api);
    await changeCart(api, { action: 'UPDATE', items: [line(x!, 1)] }, { token: buyer.token });
    const guestUuid = await guestCart(api, [line(x!, 2)]);
    const res = await changeCart(api, { action: 'UPDATE', cartUUID: guestUuid, items: [line({ itemId: 2_000_000_000, skuId: 1 }, 1)] }, { token: buyer.token });
    expect(res.status).toBe(400);
    expect(await guestExists(guestUuid)).toBe(true);
    expect(counts(await lineRows(api, guestUuid))).toEqual({ [x!.skuId]: 2 });
    expect(counts((await readCart(api, undefined, { token: buyer.token })).body.data.items)).toEqual({ [x!.skuId]: 1 });
  });

  it('simultaneous merges of the same guest cart count its lines once', async () => {
    const [x, y] = plenty;
    const buyer = await registerBuyer(api);
    await changeCart(api, { action: 'UPDATE', items: [line(x!, 1)] }, { token: buyer.token });
    const guestUuid = await guestCart(api, [line(x!, 2), line(y!, 1)]);
    const results = await Promise.all([1, 2, 3, 4].map(() => readCart(api, guestUuid, { token: buyer.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(counts((await readCart(api, undefined, { token: buyer.token })).body.data.items)).toEqual({ [x!.skuId]: 3, [y!.skuId]: 1 });
  });

  it("knowing a guest cart's UUID is no proof of holding it: a sign-in from another browser does not absorb it", async () => {
    const [x, y] = plenty;
    const guestUuid = await guestCart(api, [line(x!, 2)]);
    const intruder = await registerBuyer(api);
    await changeCart(api, { action: 'UPDATE', items: [line(y!, 1)] }, { token: intruder.token, visitor: 'another-browser-0002-visitor' });
    const read = await readCart(api, guestUuid, { token: intruder.token, visitor: 'another-browser-0002-visitor' });
    expect(counts(read.body.data.items)).toEqual({ [y!.skuId]: 1 });
    const write = await changeCart(api, { action: 'UPDATE', cartUUID: guestUuid, items: [line(y!, 3)] }, { token: intruder.token, visitor: 'another-browser-0002-visitor' });
    expect(counts(write.body.data.items)).toEqual({ [y!.skuId]: 3 });
    // Nor does a sign-in that sends no visitor key at all.
    const bare = await api.get(CART, { query: { cartUUID: guestUuid }, token: intruder.token });
    expect(counts(bare.body.data.items)).toEqual({ [y!.skuId]: 3 });
    expect(await guestExists(guestUuid)).toBe(true);
    expect(counts(await lineRows(api, guestUuid))).toEqual({ [x!.skuId]: 2 });
    // The browser that made it merges it at its own sign-in.
    const owner = await registerBuyer(api);
    expect(counts((await readCart(api, guestUuid, { token: owner.token })).body.data.items)).toEqual({ [x!.skuId]: 2 });
    expect(await guestExists(guestUuid)).toBe(false);
  });

  it('a guest cart is a bearer secret: whoever holds its UUID may read and change it (documented rule)', async () => {
    const [x] = plenty;
    const uuid = await guestCart(api, [line(x!, 1)]);
    expect((await readCart(api, uuid)).body.data.items).toHaveLength(1);
    expect((await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(x!, 2)] })).status).toBe(200);
  });
});
