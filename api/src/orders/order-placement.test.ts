import { captureLogs } from '../accounts/account-test-helpers';
import { readCart } from '../cart/cart-test-helpers';
import { quoteCart } from '../pricing/quote-cart';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { guestCart } from '../cart/cart-test-helpers';
import { registerBuyer } from '../accounts/account-test-helpers';
import { accountCartUuid, signedInCart } from './order-test-helpers';
import {
  cardToken,
  cartLineCount,
  CARDS,
  countOrders,
  DETAIL,
  line,
  newKey,
  orderBody,
  orderItems,
  orderRow,
  place,
  setStock,
  stockOf,
  US_ADDRESS,
  PLACE as PLACE_PATH,
} from './order-test-helpers';

let api: TestApi;
const logs = captureLogs();
beforeAll(async () => {
  api = await startTestApi({ logger: logs.logger });
});
afterAll(() => api?.close());

async function cartId(uuid: string): Promise<number> {
  return Number((await api.database.query<{ id: number }>('select id::int as id from cart where uuid = $1', [uuid]))[0]!.id);
}

describe('POST /order/public/buyer/order: a guest pays by card', () => {
  it('records the order exactly as the quote priced it, takes the stock, empties the cart only once paid, logs the confirmation', async () => {
    const [a, b] = await orderItems(api, 2, 0);
    const cartUUID = await guestCart(api, [line(a!, 2), line(b!, 1)]);
    const quote = await quoteCart(api.database.db, {
      shopId: 2022,
      cartId: await cartId(cartUUID),
      email: 'shopper@example.com',
      shippingMethod: 'STANDARD',
      address: { country: 'US', state: 'CA', postalCode: '94105' },
    });
    const before = { a: await stockOf(api, a!.itemId), b: await stockOf(api, b!.itemId) };
    const res = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) }, { expectedTotalCent: quote.totalCent }));
    expect(res.status).toBe(200);
    const { order, accessKey, next } = res.body.data;
    expect(next).toEqual({ type: 'DONE' });
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({
      orderNo: expect.stringMatching(/^AXB\d{8}$/),
      status: 'PAID',
      email: 'shopper@example.com',
      currency: 'USD',
      subtotalCent: quote.subtotalCent,
      discountCent: quote.discountCent,
      shippingCent: quote.shippingCent,
      taxCent: quote.taxCent,
      totalCent: quote.totalCent,
      shippingMethod: 'STANDARD',
      shippingMethodName: 'Standard Shipping',
      paymentMethod: 'stripe',
      pointsEarned: 0,
      shippingAddress: { ...US_ADDRESS, phone: '4155550123' },
      paidAt: expect.any(String),
    });
    expect(order.paymentMessage).toBeUndefined();
    const priced = quote.lines.filter((l) => l.purchasable);
    expect(order.lines).toEqual(
      priced.map((l) => ({
        itemId: l.itemId,
        skuId: l.skuId,
        title: l.title,
        partNumber: l.partNumber,
        urlHandle: l.urlHandle,
        ...(l.mainImage ? { mainImage: l.mainImage } : {}),
        itemCount: l.itemCount,
        unitPriceCent: l.unitPriceCent,
        lineDiscountCent: l.lineDiscountCent,
        lineTotalCent: l.lineTotalCent,
      })),
    );
    expect(await stockOf(api, a!.itemId)).toBe(before.a - 2);
    expect(await stockOf(api, b!.itemId)).toBe(before.b - 1);
    expect(await cartLineCount(api, cartUUID)).toBe(0);
    const mail = logs.lines.filter((l) => l.msg === 'order confirmation email' && l.orderNo === order.orderNo);
    expect(mail).toEqual([expect.objectContaining({ email: 'shopper@example.com', orderNo: order.orderNo, totalCent: quote.totalCent, currency: 'USD' })]);
    // The guest reads it with the access key; the row keeps only its SHA-256.
    const detail = await api.get(DETAIL, { query: { orderNo: order.orderNo, key: accessKey } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(order);
    expect((await orderRow(api, order.orderNo))!.access_key_hash).not.toContain(accessKey);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for the same key: no second order, no second charge, one stock decrement', async () => {
    const [a] = await orderItems(api, 1, 2);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const stock = await stockOf(api, a!.itemId);
    const key = newKey();
    const body = orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) });
    const first = await place(api, body, { key });
    expect(first.status).toBe(200);
    // The cart changed since (emptied, then something else added): the key still names that order.
    await guestCart(api, [line(a!, 3)]);
    const again = await place(api, { ...body, shippingMethod: 'EXPRESS' }, { key });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await countOrders(api, 'owner_key = $1', [`c:${cartUUID}`])).toBe(1);
    expect(await stockOf(api, a!.itemId)).toBe(stock - 1);
    const payments = await api.database.query<{ n: number }>('select count(*)::int as n from payment p join shop_order o on o.id = p.order_id where o.owner_key = $1', [`c:${cartUUID}`]);
    expect(Number(payments[0]!.n)).toBe(1);
  });

  it('5 parallel placements with one key make one order and take the stock once', async () => {
    const [a] = await orderItems(api, 1, 3);
    const cartUUID = await guestCart(api, [line(a!, 2)]);
    const stock = await stockOf(api, a!.itemId);
    const key = newKey();
    const body = orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(api, body, { key })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const orderNos = new Set(answers.map((r) => r.body.data.order.orderNo));
    expect(orderNos.size).toBe(1);
    expect(answers.map((r) => r.body.data.order.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID', 'PAID']);
    expect(await countOrders(api, 'owner_key = $1', [`c:${cartUUID}`])).toBe(1);
    expect(await stockOf(api, a!.itemId)).toBe(stock - 2);
  });

  it('is required: 8–64 letters, digits, - or _', async () => {
    const [a] = await orderItems(api, 1, 2);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const body = orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) });
    for (const headers of [{} as Record<string, string>, { 'idempotency-key': 'short' }, { 'idempotency-key': 'x'.repeat(65) }, { 'idempotency-key': 'has space in it' }]) {
      const res = await api.post(PLACE_PATH, { body, headers });
      expect({ status: res.status, field: res.body.fieldErrors?.[0]?.field }).toEqual({ status: 400, field: 'Idempotency-Key' });
    }
    expect(await countOrders(api, 'owner_key = $1', [`c:${cartUUID}`])).toBe(0);
  });
});

describe('stock', () => {
  it('two shoppers race for the last unit: exactly one pays, the other hears it sold out', async () => {
    const [a] = await orderItems(api, 1, 4);
    const carts = [await guestCart(api, [line(a!, 1)]), await guestCart(api, [line(a!, 1)])];
    await setStock(api, a!.itemId, 1);
    const tokens = [await cardToken(api), await cardToken(api)];
    const answers = await Promise.all(carts.map((c, i) => place(api, orderBody(c, { method: 'stripe', token: tokens[i] }))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((r) => r.status === 200)!;
    const loser = answers.find((r) => r.status === 409)!;
    expect(winner.body.data.order.status).toBe('PAID');
    expect(loser.body).toMatchObject({ success: false, httpCode: 409, code: 'OUT_OF_STOCK', message: `${a!.title} just sold out` });
    expect(await stockOf(api, a!.itemId)).toBe(0);
    // The loser's cart is kept as it was.
    const loserCart = carts[answers.indexOf(loser)]!;
    expect(await cartLineCount(api, loserCart)).toBe(1);
    await setStock(api, a!.itemId, 50);
  });

  it('answers "Only N left of <title>" when the count is above the stock, and writes nothing', async () => {
    const [a] = await orderItems(api, 1, 5);
    const cartUUID = await guestCart(api, [line(a!, 3)]);
    await setStock(api, a!.itemId, 2);
    const res = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', message: `Only 2 left of ${a!.title}` });
    expect(await stockOf(api, a!.itemId)).toBe(2);
    expect(await countOrders(api, 'owner_key = $1', [`c:${cartUUID}`])).toBe(0);
    await setStock(api, a!.itemId, 50);
  });
});

describe('the product page', () => {
  it('shows the stock an order took at once, though it keeps its row between requests', async () => {
    const [a] = await orderItems(api, 1, 60);
    const shown = async () => (await api.get('/item/public/buyer/item/detail', { query: { urlHandle: a!.urlHandle } })).body.data.availableTotal;
    const stock = await shown();
    expect(stock).toBe(await stockOf(api, a!.itemId));
    const res = await place(api, orderBody(await guestCart(api, [line(a!, 2)]), { method: 'stripe', token: await cardToken(api) }));
    expect(res.body.data.order.status).toBe('PAID');
    expect(await shown()).toBe(stock - 2);
  });
});

describe('a declined card', () => {
  it('answers 200 PAYMENT_FAILED with the reason; the stock comes back, the cart stays, points and coupon are given back', async () => {
    const [a] = await orderItems(api, 1, 6);
    const buyer = await registerBuyer(api);
    const cartUUID = await signedInCart(api, buyer.token, [line(a!, 2)]);
    const stock = await stockOf(api, a!.itemId);
    const res = await place(
      api,
      orderBody(undefined, { method: 'stripe', token: await cardToken(api, CARDS.declined) }, { couponCode: 'ACTION12', usePoints: 100 }),
      { token: buyer.token },
    );
    expect(res.status).toBe(200);
    const { order, accessKey } = res.body.data;
    expect(accessKey).toBeUndefined();
    expect(order).toMatchObject({ status: 'PAYMENT_FAILED', paymentMessage: 'Your card was declined.', pointsUsed: 100, pointsCent: 100 });
    expect(order.discounts).toEqual([expect.objectContaining({ type: 'COUPON', code: 'ACTION12' }), { type: 'POINTS', label: '100 points', amountCent: 100 }]);
    expect(await stockOf(api, a!.itemId)).toBe(stock);
    expect(await cartLineCount(api, cartUUID)).toBe(2 - 1);
    const row = (await orderRow(api, order.orderNo))!;
    expect(row.stock_released).toBe(true);
    expect(await api.database.query('select 1 from coupon_use where order_id = $1', [row.id])).toEqual([]);
    const ledger = await api.database.query<{ kind: string; points: number }>('select kind, points from member_points where order_id = $1 order by id', [row.id]);
    expect(ledger).toEqual([{ kind: 'ORDER_REDEEM', points: -100 }, { kind: 'ORDER_REFUND', points: 100 }]);
    expect((await api.get('/account/buyer/member-points', { token: buyer.token })).body.data.points).toBe(100);
    // The same coupon and points work on the next attempt (a new key).
    const retry = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }, { couponCode: 'ACTION12', usePoints: 100 }), { token: buyer.token });
    expect(retry.status).toBe(200);
    expect(retry.body.data.order.status).toBe('PAID');
    expect(await cartLineCount(api, cartUUID)).toBe(0);
  });

  it('says "Your card has insufficient funds." for that test card', async () => {
    const [a] = await orderItems(api, 1, 7);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const res = await place(api, orderBody(cartUUID, { method: 'oceanpayment', token: await cardToken(api, CARDS.noFunds, 'oceanpayment') }));
    expect(res.body.data.order).toMatchObject({ status: 'PAYMENT_FAILED', paymentMessage: 'Your card has insufficient funds.' });
    expect(await cartLineCount(api, cartUUID)).toBe(1);
  });
});

describe('amounts come from the server', () => {
  it('a low expectedTotalCent answers 409 PRICE_CHANGED with the real quote and charges nothing', async () => {
    const [a] = await orderItems(api, 1, 8);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const stock = await stockOf(api, a!.itemId);
    const res = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) }, { expectedTotalCent: 1 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'PRICE_CHANGED', data: { quote: { totalCent: expect.any(Number) } } });
    expect(res.body.data.quote.totalCent).toBeGreaterThan(1);
    expect(await countOrders(api, 'owner_key = $1', [`c:${cartUUID}`])).toBe(0);
    expect(await stockOf(api, a!.itemId)).toBe(stock);
  });

  it('refuses negative or fractional points, and amounts the client made up are ignored', async () => {
    const [a] = await orderItems(api, 1, 8);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const token = await cardToken(api);
    for (const usePoints of [-100, 1.5, 'lots']) {
      const res = await place(api, orderBody(cartUUID, { method: 'stripe', token }, { usePoints }));
      expect({ usePoints, status: res.status, field: res.body.fieldErrors?.[0]?.field }).toEqual({ usePoints, status: 400, field: 'usePoints' });
    }
    const res = await place(api, orderBody(cartUUID, { method: 'stripe', token }, { totalCent: 1, subtotalCent: 1, lines: [{ unitPriceCent: 1 }] }));
    expect(res.status).toBe(200);
    expect(res.body.data.order.subtotalCent).toBe(a!.usCent);
  });

  it('refuses a coupon, points or first-order discount that the quote did not apply (400 at the field)', async () => {
    const [a] = await orderItems(api, 1, 9);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const token = await cardToken(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ couponCode: 'NOPE' }, 'couponCode'],
      [{ usePoints: 100 }, 'usePoints'],
      [{ useFirstDiscount: true }, 'useFirstDiscount'],
    ];
    for (const [extra, field] of cases) {
      const res = await place(api, orderBody(cartUUID, { method: 'stripe', token }, extra));
      expect({ field, status: res.status, at: res.body.fieldErrors?.[0]?.field }).toEqual({ field, status: 400, at: field });
      expect(res.body.message).toBeTruthy();
    }
    expect(await countOrders(api, 'owner_key = $1', [`c:${cartUUID}`])).toBe(0);
  });
});

describe('the first-order discount', () => {
  it('is used once per account', async () => {
    const [a] = await orderItems(api, 1, 10);
    const buyer = await registerBuyer(api);
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    const first = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }, { useFirstDiscount: true }), { token: buyer.token });
    expect(first.status).toBe(200);
    expect(first.body.data.order.status).toBe('PAID');
    expect(first.body.data.order.discounts).toEqual([expect.objectContaining({ type: 'FIRST_ORDER' })]);
    expect(first.body.data.order.pointsEarned).toBe(Math.floor(first.body.data.order.totalCent / 100));
    const account = (await api.get('/account/buyer/account/current', { token: buyer.token })).body.data;
    expect(account.useFirstDiscount).toBe(true);
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    const second = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }, { useFirstDiscount: true }), { token: buyer.token });
    expect(second.status).toBe(400);
    expect(second.body.fieldErrors[0]).toEqual({ field: 'useFirstDiscount', message: 'The first-order discount has already been used' });
  });

  it('asked together with a smaller coupon: the larger applies and the order is placed (an adjustment, not a refusal)', async () => {
    const [a] = await orderItems(api, 1, 11);
    const buyer = await registerBuyer(api);
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    // MEMBER5 (5%) and the first-order discount (10%): one discount per order, the larger one.
    const res = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }, { useFirstDiscount: true, couponCode: 'MEMBER5' }), { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.order.status).toBe('PAID');
    expect(res.body.data.order.discounts).toEqual([expect.objectContaining({ type: 'FIRST_ORDER', amountCent: Math.round(a!.usCent * 0.1) })]);
  });
});

describe('saveAddress', () => {
  it("saves a signed-in buyer's shipping address once (the same address is not added twice)", async () => {
    const [a] = await orderItems(api, 1, 13);
    const buyer = await registerBuyer(api);
    for (let i = 0; i < 2; i++) {
      await signedInCart(api, buyer.token, [line(a!, 1)]);
      const res = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }, { saveAddress: true }), { token: buyer.token });
      expect(res.status).toBe(200);
    }
    const book = await api.get('/account/buyer/current/address/list', { token: buyer.token });
    expect(book.body.data).toEqual([expect.objectContaining({ firstName: 'Ada', postalCode: '94105', phone: '4155550123' })]);
  });
});

describe('owners', () => {
  it('another shopper reading an order gets the same 404 as for an unknown one', async () => {
    const [a] = await orderItems(api, 1, 11);
    const { res } = await paidGuestOrderHere([line(a!, 1)]);
    const { orderNo } = res.body.data.order;
    const buyer = await registerBuyer(api);
    for (const query of [{ orderNo }, { orderNo, key: 'x'.repeat(43) }, { orderNo: 'AXB99999999', key: res.body.data.accessKey }, { orderNo: 'nonsense' }]) {
      const r = await api.get(DETAIL, { query, token: buyer.token });
      expect({ query, status: r.status, message: r.body.message }).toEqual({ query, status: 404, message: 'This order does not exist' });
    }
    // A signed-in owner reads their own without a key; a bad token is a 401.
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    const mine = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }), { token: buyer.token });
    expect((await api.get(DETAIL, { query: { orderNo: mine.body.data.order.orderNo }, token: buyer.token })).status).toBe(200);
    expect((await api.get(DETAIL, { query: { orderNo: mine.body.data.order.orderNo } })).status).toBe(404);
    expect((await api.get(DETAIL, { query: { orderNo: mine.body.data.order.orderNo }, token: 'not-a-token' })).status).toBe(401);
  });

  it("another account's cart UUID without its token is 404 'This cart does not exist'", async () => {
    const [a] = await orderItems(api, 1, 11);
    const buyer = await registerBuyer(api);
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    const uuid = await accountCartUuid(api, buyer.accountId);
    const res = await place(api, orderBody(uuid, { method: 'stripe', token: await cardToken(api) }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This cart does not exist');
    expect(await countOrders(api, 'account_id = $1', [buyer.accountId])).toBe(0);
    const unknown = await place(api, orderBody('0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e', { method: 'stripe', token: await cardToken(api) }));
    expect(unknown.status).toBe(404);
    const none = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Your cart is empty');
  });
});

async function paidGuestOrderHere(lines: unknown[]) {
  const cartUUID = await guestCart(api, lines);
  const res = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) }));
  expect(res.status).toBe(200);
  return { cartUUID, res };
}
