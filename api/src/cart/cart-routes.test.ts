import { startTestApi, type TestApi } from '../test-support/test-api';
import { CART, changeCart, counts, guestCart, items, line, lineRows, purchasable, readCart, UUID_V4, type TestItem } from './cart-test-helpers';

const NOT_FOUND = 'This cart does not exist';

let api: TestApi;
let a: TestItem;
let b: TestItem;
let c: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  [a, b, c] = (await purchasable(api, 3)) as [TestItem, TestItem, TestItem];
});
afterAll(() => api?.close());

describe('GET /order/public/buyer/cart/v3 (guest)', () => {
  it('answers an empty cart without cartUUID, and 404 for an unknown one', async () => {
    for (const cartUUID of [undefined, '']) {
      const res = await readCart(api, cartUUID);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, httpCode: 200, data: { cartUUID: null, items: [] }, msg: 'success' });
    }
    const unknown = await readCart(api, '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, httpCode: 404, message: NOT_FOUND });
  });

  it('refuses a malformed cartUUID with 400 at cartUUID', async () => {
    for (const cartUUID of ['abc', '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5', "x' or 1=1 --", '0b6f1c2e3d4a4b5c8d9e0f1a2b3c4d5e']) {
      const res = await readCart(api, cartUUID);
      expect({ cartUUID, status: res.status, field: res.body.fieldErrors?.[0]?.field }).toEqual({ cartUUID, status: 400, field: 'cartUUID' });
    }
    expect((await readCart(api, 'x'.repeat(65))).status).toBe(400);
  });

  it('answers every CartLine field in this market (US)', async () => {
    const uuid = await guestCart(api, [line(a, 2)]);
    const res = await readCart(api, uuid);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cartUUID: uuid,
      items: [
        {
          itemId: a.itemId,
          skuId: a.skuId,
          itemType: 'NORMAL',
          bundleId: null,
          itemCount: 2,
          status: 'ON_SHELVES',
          gmtModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          title: a.title,
          urlHandle: a.urlHandle,
          mainImage: a.mainImage,
          priceCent: a.usCent,
          originalPriceCent: a.usOriginalCent,
          partNumber: a.partNumber,
          currency: 'USD',
          availableTotal: a.availableTotal,
          carModel: null,
          carModelMatch: null,
        },
      ],
    });
    // Upper-case UUIDs name the same cart.
    expect((await readCart(api, uuid.toUpperCase())).body.data.cartUUID).toBe(uuid);
  });

  it('answers 401 for a token that is not valid (the storefront then drops it)', async () => {
    const res = await readCart(api, undefined, { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Login is invalid. Please log in again');
    expect((await changeCart(api, { action: 'UPDATE', items: [line(a, 1)] }, { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('POST and PUT /order/public/buyer/cart/v3', () => {
  it('creates a guest cart with a random v4 UUID on the first UPDATE', async () => {
    const res = await changeCart(api, { action: 'UPDATE', items: [line(a, 1)] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cartUUID: expect.stringMatching(UUID_V4), errors: [], items: [{ itemId: a.itemId, itemCount: 1 }] });
    const other = await changeCart(api, { action: 'UPDATE', items: [line(a, 1)] });
    expect(other.body.data.cartUUID).not.toBe(res.body.data.cartUUID);
  });

  it('sets absolute counts, creates missing lines, never duplicates a line; PUT is the same call', async () => {
    const uuid = await guestCart(api, [line(a, 3)]);
    const res = await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, 1), line(b, 4)] }, { method: 'PUT' });
    expect(res.status).toBe(200);
    expect(res.body.data.cartUUID).toBe(uuid);
    expect(counts(res.body.data.items)).toEqual({ [a.skuId]: 1, [b.skuId]: 4 });
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, 5)] });
    expect(counts(await lineRows(api, uuid))).toEqual({ [a.skuId]: 5, [b.skuId]: 4 });
    expect(await lineRows(api, uuid)).toHaveLength(2);
  });

  it('keys lines by skuId + itemType + bundleId', async () => {
    const bundle = (
      await api.database.query<{ id: number; itemId: number }>(
        `select b.id, (b.item_ids ->> 0)::int as "itemId" from bundle b join item i on i.id = (b.item_ids ->> 0)::bigint
         where i.us_status = 'ON_SHELVES' and i.available_total >= 10 order by b.id limit 1`,
      )
    )[0]!;
    const [member] = await items(api, `i.id = ${bundle.itemId}`);
    const uuid = await guestCart(api, [line(member!, 1)]);
    const res = await changeCart(api, {
      action: 'UPDATE',
      cartUUID: uuid,
      items: [line(member!, 2, { itemType: 'TRADE_IN' }), line(member!, 3, { bundleId: bundle.id }), line(member!, 4, { itemType: 'normal', bundleId: null })],
    });
    expect(res.status).toBe(200);
    const keys = res.body.data.items.map((l: any) => [l.itemType, l.bundleId, l.itemCount]);
    expect(keys).toHaveLength(3);
    expect(keys).toEqual(expect.arrayContaining([
      ['NORMAL', bundle.id, 3],
      ['NORMAL', null, 4],
      ['TRADE_IN', null, 2],
    ]));
    // DELETE needs the key only: skuId (+ itemType, bundleId), no itemId.
    const removed = await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [{ skuId: member!.skuId, bundleId: bundle.id }, { skuId: member!.skuId, itemType: 'TRADE_IN' }] });
    expect(removed.body.data.items.map((l: any) => [l.itemType, l.bundleId])).toEqual([['NORMAL', null]]);
    expect(removed.body.data.errors).toEqual([]);
  });

  it('DELETE removes lines; a line the cart does not hold is ignored', async () => {
    const uuid = await guestCart(api, [line(a, 1), line(b, 2)]);
    const res = await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [line(a), line(c, 0)] });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((l: any) => l.skuId)).toEqual([b.skuId]);
    const all = await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [line(b)] });
    expect(all.body.data).toEqual({ cartUUID: uuid, items: [], errors: [] });
    // A guest without a cart deleting something: still no cart.
    expect((await changeCart(api, { action: 'DELETE', items: [line(a)] })).body.data).toEqual({ cartUUID: null, items: [], errors: [] });
  });

  it('sorts lines by gmtModified, newest first', async () => {
    const uuid = await guestCart(api, [line(a, 1)]);
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(b, 1)] });
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(c, 1)] });
    const order = async () => (await readCart(api, uuid)).body.data.items.map((l: any) => l.skuId);
    expect(await order()).toEqual([c.skuId, b.skuId, a.skuId]);
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, 2)] });
    expect(await order()).toEqual([a.skuId, c.skuId, b.skuId]);
    const dates = (await readCart(api, uuid)).body.data.items.map((l: any) => Date.parse(l.gmtModified));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
  });

  it('refuses malformed requests with 400 and fieldErrors, writing nothing', async () => {
    const uuid = await guestCart(api, [line(a, 2)]);
    const ok = line(b, 1);
    const cases: [unknown, string][] = [
      [{ action: 'ADD', cartUUID: uuid, items: [ok] }, 'action'],
      [{ cartUUID: uuid, items: [ok] }, 'action'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [] }, 'items'],
      [{ action: 'UPDATE', cartUUID: uuid }, 'items'],
      [{ action: 'UPDATE', cartUUID: uuid, items: Array.from({ length: 51 }, () => ok) }, 'items'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 0)] }, 'items.1.itemCount'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, -1)] }, 'items.1.itemCount'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1000)] }, 'items.1.itemCount'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1.5)] }, 'items.1.itemCount'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 'two' as never)] }, 'items.1.itemCount'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a)] }, 'items.1.itemCount'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, { skuId: a.skuId, itemCount: 1 }] }, 'items.1.itemId'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, { itemId: a.itemId, itemCount: 1 }] }, 'items.1.skuId'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1, { itemId: 0 })] }, 'items.1.itemId'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1, { itemType: 'trade in!' })] }, 'items.1.itemType'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1, { bundleId: 0 })] }, 'items.1.bundleId'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(b, 2)] }, 'items.1.skuId'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1, { carModel: { model: 'Corolla', year: '2018' } })] }, 'items.1.carModel.make'],
      [{ action: 'UPDATE', cartUUID: uuid, items: [ok, line(a, 1, { carModel: 'Corolla' })] }, 'items.1.carModel'],
      [{ action: 'UPDATE', cartUUID: 'not-a-uuid', items: [ok] }, 'cartUUID'],
      [{ action: 'UPDATE', cartUUID: 42, items: [ok] }, 'cartUUID'],
      ['cart', 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await changeCart(api, body);
      expect({ body, status: res.status, field: res.body.fieldErrors?.[0]?.field, success: res.body.success }).toEqual({ body, status: 400, field, success: false });
    }
    const count = await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, 0)] });
    expect(count.body).toMatchObject({ message: 'items.0.itemCount must be a whole number from 1 to 999', fieldErrors: [{ field: 'items.0.itemCount', message: 'must be a whole number from 1 to 999' }] });
    expect((await api.post(CART, { rawBody: '{"action": "UPDATE", ' })).status).toBe(400);
    expect(counts(await lineRows(api, uuid))).toEqual({ [a.skuId]: 2 });
  });

  it('accepts counts sent as numeric strings and extra line fields from the storefront', async () => {
    const res = await changeCart(api, { action: 'UPDATE', items: [{ ...line(a, '3' as never), status: 'ON_SHELVES', needAddCarModel: false, attributeValueId: '' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0].itemCount).toBe(3);
  });

  it('answers 400 for an unknown item, a SKU of another item, a draft or deleted item and a foreign bundle; nothing is written', async () => {
    const uuid = await guestCart(api, [line(a, 2)]);
    const [draft] = await items(api, `i.us_status = 'DRAFT'`);
    const [deleted] = await items(api, `i.us_status = 'DELETED'`);
    const bundle = (await api.database.query<{ id: number }>(`select id from bundle where not item_ids @> $1::jsonb order by id limit 1`, [JSON.stringify([b.itemId])]))[0]!;
    const cases: [unknown, string, string][] = [
      [line({ itemId: 2_000_000_000, skuId: a.skuId }, 1), 'items.1.itemId', 'No product with id 2000000000'],
      [line({ itemId: b.itemId, skuId: a.skuId }, 1), 'items.1.skuId', `${a.skuId} is not a SKU of item ${b.itemId}`],
      [line(draft!, 1), 'items.1.itemId', `No product with id ${draft!.itemId}`],
      [line(deleted!, 1), 'items.1.itemId', `No product with id ${deleted!.itemId}`],
      [line(b, 1, { bundleId: bundle.id }), 'items.1.bundleId', `Item ${b.itemId} is not part of bundle ${bundle.id}`],
      [line(b, 1, { bundleId: 99_999_999 }), 'items.1.bundleId', 'No bundle with id 99999999'],
    ];
    for (const [bad, field, message] of cases) {
      const res = await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(c, 5), bad] });
      expect({ status: res.status, field: res.body.fieldErrors?.[0]?.field, message: res.body.fieldErrors?.[0]?.message }).toEqual({ status: 400, field, message });
    }
    expect(counts(await lineRows(api, uuid))).toEqual({ [a.skuId]: 2 });
    // A guest without cartUUID gets no cart from a refused request.
    const before = (await api.database.query<{ n: number }>('select count(*)::int as n from cart'))[0]!.n;
    expect((await changeCart(api, { action: 'UPDATE', items: [line(c, 1), line(draft!, 1)] })).status).toBe(400);
    expect((await api.database.query<{ n: number }>('select count(*)::int as n from cart'))[0]!.n).toBe(before);
  });

  it('caps a count above the stock at the stock, with an UNDER_STOCK error', async () => {
    const uuid = await guestCart(api, [line(a, 1)]);
    const res = await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, 999), line(b, 2)] });
    expect(res.status).toBe(200);
    expect(res.body.data.errors).toEqual([
      {
        itemId: a.itemId,
        skuId: a.skuId,
        itemType: 'NORMAL',
        bundleId: null,
        code: 'UNDER_STOCK',
        message: `Only ${a.availableTotal} items left in stock`,
        available: a.availableTotal,
      },
    ]);
    expect(counts(res.body.data.items)).toEqual({ [a.skuId]: a.availableTotal, [b.skuId]: 2 });
    // Exactly the stock is fine.
    const exact = await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, a.availableTotal)] });
    expect(exact.body.data.errors).toEqual([]);
  });

  it('does not add items that are not purchasable in this shop (NOT_PURCHASABLE) and adds the rest', async () => {
    const [soldOut] = await items(api, `i.us_status = 'SOLD_OUT'`);
    const [low] = await items(api, `i.us_status = 'UNDER_STOCK'`);
    const [off] = await items(api, `i.us_status = 'OFF_SHELVES'`);
    const res = await changeCart(api, { action: 'UPDATE', items: [line(soldOut!, 1), line(a, 1), line(low!, 1), line(off!, 1)] });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((l: any) => l.skuId)).toEqual([a.skuId]);
    expect(res.body.data.errors).toEqual([
      { itemId: soldOut!.itemId, skuId: soldOut!.skuId, itemType: 'NORMAL', bundleId: null, code: 'NOT_PURCHASABLE', message: 'This item is sold out' },
      { itemId: low!.itemId, skuId: low!.skuId, itemType: 'NORMAL', bundleId: null, code: 'NOT_PURCHASABLE', message: 'This item is low on stock and cannot be ordered right now' },
      { itemId: off!.itemId, skuId: off!.skuId, itemType: 'NORMAL', bundleId: null, code: 'NOT_PURCHASABLE', message: 'This item is not sold in this shop at the moment' },
    ]);
    // Nothing purchasable and no cart yet: no cart is made.
    const none = await changeCart(api, { action: 'UPDATE', items: [line(soldOut!, 1)] });
    expect(none.body.data).toMatchObject({ cartUUID: null, items: [], errors: [{ code: 'NOT_PURCHASABLE' }] });
  });

  it('answers in the market of X-SHOP-ID: CA prices and statuses for 2023', async () => {
    const [usOnly] = await items(api, `i.us_status = 'ON_SHELVES' and i.ca_status = 'OFF_SHELVES' and i.available_total >= 5`);
    const inCa = await changeCart(api, { action: 'UPDATE', items: [line(a, 1), line(usOnly!, 1)] }, { shopId: 2023 });
    expect(inCa.body.data.errors).toMatchObject([{ skuId: usOnly!.skuId, code: 'NOT_PURCHASABLE' }]);
    const uuid = inCa.body.data.cartUUID;
    expect(inCa.body.data.items).toMatchObject([{ skuId: a.skuId, priceCent: a.caCent, currency: 'CAD', status: 'ON_SHELVES' }]);
    // Added in the US shop, the line shows as off shelves in Canada.
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(usOnly!, 1)] }, { shopId: 2022 });
    const ca = (await readCart(api, uuid, { shopId: 2023 })).body.data.items;
    const us = (await readCart(api, uuid, { shopId: 2022 })).body.data.items;
    expect(ca.map((l: any) => [l.skuId, l.status, l.priceCent, l.currency])).toEqual([
      [usOnly!.skuId, 'OFF_SHELVES', usOnly!.caCent, 'CAD'],
      [a.skuId, 'ON_SHELVES', a.caCent, 'CAD'],
    ]);
    expect(us.map((l: any) => [l.skuId, l.status, l.priceCent, l.currency])).toEqual([
      [usOnly!.skuId, 'ON_SHELVES', usOnly!.usCent, 'USD'],
      [a.skuId, 'ON_SHELVES', a.usCent, 'USD'],
    ]);
    expect(a.caCent).not.toBe(a.usCent);
  });

  it('keeps the vehicle of a line and tells whether the item fits it', async () => {
    const fit = (
      await api.database.query<{ itemId: number; make: string; model: string; year: number }>(
        `select f.item_id::int as "itemId", mk.name as make, md.name as model, f.year_from::int as year
         from fitment f join item i on i.id = f.item_id join vehicle_make mk on mk.id = f.make_id join vehicle_model md on md.id = f.model_id
         where i.us_status = 'ON_SHELVES' and not i.vehicle_universal and i.available_total >= 5 and i.id <> $1 order by f.item_id limit 1`,
        [a.itemId],
      )
    )[0]!;
    const [fitting] = await items(api, `i.id = ${fit.itemId}`);
    const [notFitting] = await items(
      api,
      `i.us_status = 'ON_SHELVES' and not i.vehicle_universal and i.available_total >= 5 and i.id <> ${a.itemId} and not exists (select 1 from fitment f join vehicle_model md on md.id = f.model_id
        where f.item_id = i.id and md.name = '${fit.model.replace(/'/g, "''")}' and f.year_from <= ${fit.year} and f.year_to >= ${fit.year})`,
    );
    const [universal] = await items(api, `i.us_status = 'ON_SHELVES' and i.vehicle_universal and i.available_total >= 5 and i.id <> ${a.itemId}`);
    const carModel = { make: fit.make.toUpperCase(), model: fit.model, year: String(fit.year), makeId: '12', modelId: '345', yearId: '6' };
    const res = await changeCart(api, {
      action: 'UPDATE',
      items: [line(fitting!, 1, { carModel }), line(notFitting!, 1, { carModel }), line(universal!, 1, { carModel }), line(a, 1)],
    });
    expect(res.status).toBe(200);
    const bySku = (list: any[]) => Object.fromEntries(list.map((l) => [l.skuId, [l.carModel, l.carModelMatch]]));
    expect(bySku(res.body.data.items)).toEqual({
      [fitting!.skuId]: [carModel, true],
      [notFitting!.skuId]: [carModel, false],
      [universal!.skuId]: [carModel, true],
      [a.skuId]: [null, null],
    });
    const uuid = res.body.data.cartUUID;
    // Not sent: kept. null: removed. A vehicle the taxonomy does not know: cannot tell (null).
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(fitting!, 2), line(notFitting!, 1, { carModel: null })] });
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(universal!, 1, { carModel: { make: 'Nomake', model: 'Nomodel', year: '2018' } })] });
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, 1, { carModel: { ...carModel, year: 'unknown' } })] });
    expect(bySku((await readCart(api, uuid)).body.data.items)).toEqual({
      [fitting!.skuId]: [carModel, true],
      [notFitting!.skuId]: [null, null],
      [universal!.skuId]: [{ make: 'Nomake', model: 'Nomodel', year: '2018' }, true],
      [a.skuId]: [{ ...carModel, year: 'unknown' }, null],
    });
  });

  it('does not duplicate a line under simultaneous UPDATEs', async () => {
    const uuid = await guestCart(api, [line(b, 1)]);
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [line(a, n)] })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await lineRows(api, uuid);
    expect(rows.filter((r) => r.skuId === a.skuId)).toHaveLength(1);
    expect([1, 2, 3, 4, 5, 6]).toContain(counts(rows)[a.skuId]);
  });

  it('with previousCount, adds from two tabs at once both count (the difference is applied to the line as it is)', async () => {
    const uuid = await guestCart(api, [line(a, 1)]);
    // Both tabs showed 1 and each asks for 2.
    const tabs = await Promise.all([1, 2].map(() => changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [{ ...line(a, 2), previousCount: 1 }] })));
    expect(tabs.map((r) => r.status)).toEqual([200, 200]);
    expect(counts(await lineRows(api, uuid))[a.skuId]).toBe(3);
    // A line another tab removed meanwhile starts again from zero; the result stays within 1-999.
    await changeCart(api, { action: 'DELETE', cartUUID: uuid, items: [line(a)] });
    await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [{ ...line(a, 2), previousCount: 1 }] });
    expect(counts(await lineRows(api, uuid))[a.skuId]).toBe(1);
    const bad = await changeCart(api, { action: 'UPDATE', cartUUID: uuid, items: [{ ...line(a, 2), previousCount: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0].field).toBe('items.0.previousCount');
  });
});
