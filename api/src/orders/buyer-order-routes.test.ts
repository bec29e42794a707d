import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import type { TestItem } from '../cart/cart-test-helpers';
import { BUYER_ORDER_LIST_MAX_SIZE } from './order-schemas';
import { ORDER_NOT_FOUND } from './order-input';
import { cardToken, CARDS, line, orderBody, orderItems, place, signedInCart } from './order-test-helpers';

const LIST = '/order/buyer/order/list';
const detail = (orderNo: string) => `/order/buyer/order/${encodeURIComponent(orderNo)}`;

let api: TestApi;
let ann: TestBuyer;
let bob: TestBuyer;
let parts: TestItem[];
/** Ann's orders, oldest first (placed_at moved a day apart so the order is certain). */
const annOrders: string[] = [];
let bobOrder: string;

/** A real placement of the buyer's account cart holding `lines`; its order number. */
async function buy(buyer: TestBuyer, lines: unknown[], card: string = CARDS.ok, method = 'stripe'): Promise<string> {
  await signedInCart(api, buyer.token, lines);
  const payment = method === 'stripe' ? { method, token: await cardToken(api, card) } : { method };
  const res = await place(api, orderBody(undefined, payment), { token: buyer.token });
  if (res.status !== 200) throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.order.orderNo;
}

const setStatus = (orderNo: string, status: string, column: string) =>
  api.database.query(`update shop_order set status = $2, ${column} = now() where order_no = $1`, [orderNo, status]);

beforeAll(async () => {
  api = await startTestApi();
  parts = await orderItems(api, 5, 50);
  [ann, bob] = [await registerBuyer(api), await registerBuyer(api)];
  // Oldest first: a paid order of 4 lines, one that is delivered, a declined one, a shipped one.
  annOrders.push(await buy(ann, [line(parts[0]!, 1), line(parts[1]!, 2), line(parts[2]!, 1), line(parts[3]!, 3)]));
  annOrders.push(await buy(ann, [line(parts[1]!, 1)]));
  annOrders.push(await buy(ann, [line(parts[2]!, 2)], CARDS.declined));
  // A declined payment leaves the cart as it was: empty it, so the next order holds only its own line.
  await api.database.query('delete from cart_line where cart_id in (select id from cart where account_id = $1)', [ann.accountId]);
  annOrders.push(await buy(ann, [line(parts[4]!, 1)]));
  bobOrder = await buy(bob, [line(parts[0]!, 1)]);
  for (const [i, orderNo] of annOrders.entries()) {
    await api.database.query(`update shop_order set placed_at = now() - make_interval(days => $2) where order_no = $1`, [orderNo, 10 - i]);
  }
  await setStatus(annOrders[1]!, 'SHIPPED', 'shipped_at');
  await setStatus(annOrders[1]!, 'DELIVERED', 'delivered_at');
  await setStatus(annOrders[3]!, 'SHIPPED', 'shipped_at');
});
afterAll(() => api?.close());

const numbers = (body: { data: { list: { orderNo: string }[] } }) => body.data.list.map((o) => o.orderNo);

describe('GET /order/buyer/order/list', () => {
  it("answers the buyer's own orders newest first, each with its total, state, part count and first three lines", async () => {
    const res = await api.get(LIST, { token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 4, page: 1, size: 10 });
    expect(numbers(res.body)).toEqual([...annOrders].reverse());
    expect(res.body.data.list.map((o: { status: string }) => o.status)).toEqual(['SHIPPED', 'PAYMENT_FAILED', 'DELIVERED', 'PAID']);
    const oldest = res.body.data.list[3];
    const row = (await api.database.query<{ total: number; currency: string; placed: Date }>('select total_cent as total, currency, placed_at as placed from shop_order where order_no = $1', [annOrders[0]]))[0]!;
    expect(oldest).toMatchObject({ orderNo: annOrders[0], totalCent: row.total, currency: 'USD', itemCount: 7, lineCount: 4, placedAt: new Date(row.placed).toISOString() });
    // The first three lines of the order, as its detail lists them.
    const lines = (await api.get(detail(annOrders[0]!), { token: ann.token })).body.data.lines;
    expect(oldest.lines).toEqual(
      lines.slice(0, 3).map((l: { title: string; urlHandle: string; mainImage: string; itemCount: number }) => ({ title: l.title, urlHandle: l.urlHandle, mainImage: l.mainImage, itemCount: l.itemCount })),
    );
    const second = parts.find((p) => p.title === oldest.lines[1].title)!;
    expect(oldest.lines[1]).toMatchObject({ urlHandle: second.urlHandle, mainImage: second.mainImage });
  });

  it("never shows another buyer's orders", async () => {
    expect(numbers((await api.get(LIST, { token: bob.token })).body)).toEqual([bobOrder]);
    // An account id in the query changes nothing.
    const sneaky = await api.get(LIST, { token: bob.token, query: { accountId: ann.accountId, size: 50 } });
    expect(numbers(sneaky.body)).toEqual([bobOrder]);
    const fresh = await registerBuyer(api);
    expect((await api.get(LIST, { token: fresh.token })).body.data).toEqual({ list: [], total: 0, page: 1, size: 10 });
  });

  it('pages with page and size', async () => {
    const newestFirst = [...annOrders].reverse();
    const first = await api.get(LIST, { token: ann.token, query: { page: 1, size: 3 } });
    expect(first.body.data).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(numbers(first.body)).toEqual(newestFirst.slice(0, 3));
    const second = await api.get(LIST, { token: ann.token, query: { page: '2', size: '3' } });
    expect(numbers(second.body)).toEqual(newestFirst.slice(3));
    const beyond = await api.get(LIST, { token: ann.token, query: { page: 5, size: 3 } });
    expect(beyond.body.data).toEqual({ list: [], total: 4, page: 5, size: 3 });
  });

  it('filters by state group: a failed payment counts as cancelled', async () => {
    const of = async (status: string) => (await api.get(LIST, { token: ann.token, query: { status } })).body;
    expect(numbers(await of('PROCESSING'))).toEqual([annOrders[0]]);
    expect(numbers(await of('DELIVERED'))).toEqual([annOrders[1]]);
    expect(numbers(await of('SHIPPED'))).toEqual([annOrders[3]]);
    expect(numbers(await of('CANCELLED'))).toEqual([annOrders[2]]);
    expect((await of('TO_PAY')).data).toMatchObject({ list: [], total: 0 });
    expect((await of('DELIVERED')).data.total).toBe(1);
  });

  it('shows an unpaid order whose time ran out as cancelled', async () => {
    const buyer = await registerBuyer(api);
    const orderNo = await buy(buyer, [line(parts[4]!, 1)], CARDS.ok, 'payPal');
    expect((await api.get(LIST, { token: buyer.token, query: { status: 'TO_PAY' } })).body.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
    await api.database.query(`update shop_order set payment_due_at = now() - interval '1 minute' where order_no = $1`, [orderNo]);
    const list = (await api.get(LIST, { token: buyer.token })).body.data.list;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['CANCELLED']);
  });

  it('refuses a bad query with 400 and a message at the field, never a 500', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ page: 0 }, 'page', 'page must be >= 1'],
      [{ page: 'x' }, 'page', 'page must be integer'],
      [{ size: BUYER_ORDER_LIST_MAX_SIZE + 1 }, 'size', 'size must be <= 50'],
      [{ size: -1 }, 'size', 'size must be >= 1'],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.get(LIST, { token: ann.token, query });
      expect({ status: res.status, message: res.body.message, field: res.body.fieldErrors?.[0]?.field }).toEqual({ status: 400, message, field });
    }
    const status = await api.get(LIST, { token: ann.token, query: { status: 'LOST' } });
    expect(status.status).toBe(400);
    expect(status.body.fieldErrors[0].field).toBe('status');
    expect(status.body.message).toMatch(/^status must be (one|equal to one) of/);
  });

  it('needs a signed-in buyer', async () => {
    const none = await api.get(LIST);
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Login is invalid. Please log in again');
    expect((await api.get(LIST, { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('GET /order/buyer/order/{orderNo}', () => {
  it('answers everything the order recorded, its lines as bought and the timeline of its states', async () => {
    const [orderNo] = annOrders;
    const res = await api.get(detail(orderNo!.toLowerCase()), { token: ann.token });
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({
      orderNo,
      status: 'PAID',
      currency: 'USD',
      paymentMethod: 'stripe',
      shippingMethod: 'STANDARD',
      shippingMethodName: 'Standard Shipping',
      shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', city: 'San Francisco', state: 'CA', postalCode: '94105' },
      discounts: expect.any(Array),
      pointsUsed: 0,
      deliveryFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deliveryTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(order.lines).toHaveLength(4);
    expect(order.lines.find((l: { itemId: number }) => l.itemId === parts[1]!.itemId)).toMatchObject({
      itemId: parts[1]!.itemId,
      skuId: parts[1]!.skuId,
      title: parts[1]!.title,
      partNumber: parts[1]!.partNumber,
      urlHandle: parts[1]!.urlHandle,
      itemCount: 2,
      unitPriceCent: parts[1]!.usCent,
      itemType: 'NORMAL',
      bundleId: null,
      onSale: true,
    });
    for (const l of order.lines) expect(l.lineTotalCent).toBe(l.unitPriceCent * l.itemCount - l.lineDiscountCent);
    expect(order.subtotalCent).toBe(order.lines.reduce((sum: number, l: { unitPriceCent: number; itemCount: number }) => sum + l.unitPriceCent * l.itemCount, 0));
    expect(order.totalCent).toBe(order.subtotalCent - order.discountCent - order.pointsCent + order.shippingCent + order.taxCent);
    expect(order.timeline).toEqual([{ step: 'PLACED', at: order.placedAt }, { step: 'PAID', at: order.paidAt }, { step: 'SHIPPED' }, { step: 'DELIVERED' }]);
    // The guest detail's view, reused: the same order reads the same through both paths.
    const guestPath = await api.get('/order/public/buyer/order/detail', { token: ann.token, query: { orderNo } });
    const { lines: _l, timeline: _t, ...rest } = order;
    const { lines: _g, ...guest } = guestPath.body.data;
    expect(rest).toEqual(guest);
  });

  it('a delivered order has every step with its time; a declined one ends at the failure', async () => {
    const delivered = (await api.get(detail(annOrders[1]!), { token: ann.token })).body.data;
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.timeline.map((s: { step: string }) => s.step)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'DELIVERED']);
    expect(delivered.timeline[3].at).toBe(delivered.deliveredAt);
    expect(delivered.timeline[2].at).toBe(delivered.shippedAt);
    const failed = (await api.get(detail(annOrders[2]!), { token: ann.token })).body.data;
    expect(failed).toMatchObject({ status: 'PAYMENT_FAILED', paymentMessage: 'Your card was declined.' });
    expect(failed.timeline.map((s: { step: string }) => s.step)).toEqual(['PLACED', 'PAYMENT_FAILED']);
  });

  it('says which lines are no longer sold', async () => {
    const item = parts[4]!;
    await api.database.query(`update item set us_status = 'OFF_SHELVES' where id = $1`, [item.itemId]);
    try {
      const order = (await api.get(detail(annOrders[3]!), { token: ann.token })).body.data;
      expect(order.lines.map((l: { itemId: number; onSale: boolean }) => [l.itemId, l.onSale])).toEqual([[item.itemId, false]]);
    } finally {
      await api.database.query(`update item set us_status = $2 where id = $1`, [item.itemId, item.usStatus]);
    }
  });

  it("answers another buyer's order, an unknown number and a malformed one with the same 404", async () => {
    for (const orderNo of [annOrders[0]!, 'AXB99999999', 'nonsense', '%20']) {
      const res = await api.get(detail(orderNo), { token: bob.token });
      expect({ orderNo, status: res.status, message: res.body.message }).toEqual({ orderNo, status: 404, message: ORDER_NOT_FOUND });
    }
    expect((await api.get(detail(bobOrder), { token: bob.token })).status).toBe(200);
    expect((await api.get(detail(bobOrder), { token: ann.token })).status).toBe(404);
    const tooLong = await api.get(detail('AXB' + '1'.repeat(40)), { token: bob.token });
    expect(tooLong.status).toBe(400);
  });

  it('needs a signed-in buyer', async () => {
    const res = await api.get(detail(annOrders[0]!));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Login is invalid. Please log in again');
  });
});
