import { registerBuyer } from '../accounts/account-test-helpers';
import { guestCart } from '../cart/cart-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { expireDueOrders, startOrderSweeper } from './expire-orders';
import { canMove, assertMove, ORDER_STATUSES, ORDER_TRANSITIONS } from './order-states';
import { cartLineCount, DETAIL, line, orderBody, orderItems, orderRow, place, signedInCart, stockOf } from './order-test-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const overdue = (orderNo: string) => api.database.query(`update shop_order set payment_due_at = now() - interval '1 minute' where order_no = $1`, [orderNo]);

describe('unpaid orders past their time', () => {
  it('the sweep cancels them once: stock, coupon and points come back, the cart stays', async () => {
    const [a] = await orderItems(api, 1, 30);
    const buyer = await registerBuyer(api);
    const cartUUID = await signedInCart(api, buyer.token, [line(a!, 2)]);
    const stock = await stockOf(api, a!.itemId);
    const res = await place(api, orderBody(undefined, { method: 'payPal' }, { couponCode: 'ACTION12', usePoints: 100 }), { token: buyer.token });
    expect(res.body.data.order).toMatchObject({ status: 'AWAITING_PAYMENT', pointsUsed: 100 });
    const { orderNo } = res.body.data.order;
    expect(new Date(res.body.data.order.paymentDueAt).getTime() - new Date(res.body.data.order.placedAt).getTime()).toBeCloseTo(30 * 60_000, -4);
    expect(await stockOf(api, a!.itemId)).toBe(stock - 2);
    // Not due yet: nothing happens.
    expect(await expireDueOrders(api.database)).toBe(0);
    await overdue(orderNo);
    expect(await expireDueOrders(api.database)).toBe(1);
    expect(await expireDueOrders(api.database)).toBe(0);
    const row = (await orderRow(api, orderNo))!;
    expect(row).toMatchObject({ status: 'CANCELLED', stock_released: true });
    expect(await stockOf(api, a!.itemId)).toBe(stock);
    expect(await cartLineCount(api, cartUUID)).toBe(1);
    expect(await api.database.query('select 1 from coupon_use where order_id = $1', [row.id])).toEqual([]);
    expect((await api.get('/account/buyer/member-points', { token: buyer.token })).body.data.points).toBe(100);
    const payment = (await api.database.query<{ status: string; failure_message: string }>('select status, failure_message from payment where order_id = $1', [row.id]))[0]!;
    expect(payment).toEqual({ status: 'CANCELLED', failure_message: 'The time to pay for this order ran out.' });
    // A late approval from the provider cannot revive it, and gives nothing twice.
    const detail = await api.get(DETAIL, { query: { orderNo }, token: buyer.token });
    expect(detail.body.data).toMatchObject({ status: 'CANCELLED', paymentMessage: 'The time to pay for this order ran out.' });
  });

  it('reading the order cancels it when the sweeper has not run yet', async () => {
    const [a] = await orderItems(api, 1, 31);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const stock = await stockOf(api, a!.itemId);
    const res = await place(api, orderBody(cartUUID, { method: 'klarna' }));
    await overdue(res.body.data.order.orderNo);
    const detail = await api.get(DETAIL, { query: { orderNo: res.body.data.order.orderNo, key: res.body.data.accessKey } });
    expect(detail.body.data.status).toBe('CANCELLED');
    expect(await stockOf(api, a!.itemId)).toBe(stock);
  });

  it('the sweeper timer runs a sweep at start and stops cleanly', async () => {
    const [a] = await orderItems(api, 1, 32);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const res = await place(api, orderBody(cartUUID, { method: 'payPal' }));
    await overdue(res.body.data.order.orderNo);
    const errors: unknown[] = [];
    const stop = startOrderSweeper(api.database, (e) => errors.push(e), 60_000);
    await stop();
    expect(errors).toEqual([]);
    expect((await orderRow(api, res.body.data.order.orderNo))!.status).toBe('CANCELLED');
  });
});

describe('order states', () => {
  it('one table of moves: AWAITING_PAYMENT → PAID → SHIPPED → DELIVERED, or CANCELLED / PAYMENT_FAILED; nothing else', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      AWAITING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'CANCELLED'],
      PAID: ['SHIPPED'],
      SHIPPED: ['DELIVERED'],
      DELIVERED: [],
      CANCELLED: [],
      PAYMENT_FAILED: [],
    });
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toHaveLength(5);
    expect(() => assertMove('CANCELLED', 'PAID')).toThrow('an order cannot move from CANCELLED to PAID');
    expect(() => assertMove('PAYMENT_FAILED', 'PAID')).toThrow();
    expect(() => assertMove('BOGUS', 'PAID')).toThrow();
    expect(() => assertMove('AWAITING_PAYMENT', 'PAID')).not.toThrow();
  });
});
