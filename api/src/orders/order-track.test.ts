import { startTestApi, type TestApi } from '../test-support/test-api';
import { cardToken, CARDS, line, orderBody, orderItems, paidGuestOrder, place } from './order-test-helpers';
import { guestCart } from '../cart/cart-test-helpers';
import { TRACK_NOT_FOUND, timelineOf } from './order-track';

const TRACK = '/order/public/buyer/order/track';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { trustProxy: 1 } });
});
afterAll(() => api?.close());

describe('POST /order/public/buyer/order/track (/order/track)', () => {
  it('answers where an order is for its number and email (any case), without prices, address or payment', async () => {
    const [a, b] = await orderItems(api, 2, 21);
    const { res } = await paidGuestOrder(api, [line(a!, 2), line(b!, 1)]);
    const { orderNo } = res.body.data.order;
    const r = await api.post(TRACK, { body: { orderNo: ` ${orderNo.toLowerCase()} `, email: ' Shopper@Example.COM ' } });
    expect(r.status).toBe(200);
    const tracking = r.body.data;
    expect(tracking).toMatchObject({ orderNo, status: 'PAID', shippingMethodName: expect.any(String), itemCount: 3 });
    expect(tracking.items.map((i: { itemCount: number }) => i.itemCount).sort()).toEqual([1, 2]);
    expect(tracking.timeline.map((s: { step: string }) => s.step)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'DELIVERED']);
    expect(tracking.timeline[0].at).toBe(tracking.placedAt);
    expect(tracking.timeline[1].at).toEqual(expect.any(String));
    expect(tracking.timeline[2].at).toBeUndefined();
    const text = JSON.stringify(tracking);
    for (const secret of ['Cent', 'shippingAddress', 'Lovelace', 'paymentMethod', 'email']) expect(text).not.toContain(secret);

    // Shipped later: the step gets its time.
    await api.database.query(`update shop_order set status = 'SHIPPED', shipped_at = now() where order_no = $1`, [orderNo]);
    const shipped = (await api.post(TRACK, { body: { orderNo, email: 'shopper@example.com' } })).body.data;
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.timeline[2].at).toEqual(expect.any(String));
  });

  it('a failed payment ends the timeline there', async () => {
    const [a] = await orderItems(api, 1, 23);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const placed = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api, CARDS.declined) }));
    const r = await api.post(TRACK, { body: { orderNo: placed.body.data.order.orderNo, email: 'shopper@example.com' } });
    expect(r.body.data.status).toBe('PAYMENT_FAILED');
    expect(r.body.data.timeline.map((s: { step: string }) => s.step)).toEqual(['PLACED', 'PAYMENT_FAILED']);
  });

  it('gives one message for a wrong email, an unknown number or a malformed one, and limits the guessing per IP', async () => {
    const [a] = await orderItems(api, 1, 24);
    const { res } = await paidGuestOrder(api, [line(a!, 1)]);
    const { orderNo } = res.body.data.order;
    const ip = '203.0.113.77';
    for (const body of [{ orderNo, email: 'someone-else@example.com' }, { orderNo: 'AXB99999999', email: 'shopper@example.com' }, { orderNo: 'nonsense', email: 'shopper@example.com' }]) {
      const r = await api.post(TRACK, { body, headers: { 'x-forwarded-for': ip } });
      expect({ body, status: r.status, message: r.body.message }).toEqual({ body, status: 404, message: TRACK_NOT_FOUND });
    }
    // A malformed request is a 400 that says what is wrong, never a 500.
    const bad = await api.post(TRACK, { body: { orderNo: 'x'.repeat(40), email: 3 }, headers: { 'x-forwarded-for': ip } });
    expect(bad.status).toBe(400);

    // 30 misses per 15 minutes per IP; then even the right pair waits.
    for (let i = 0; i < 27; i++) await api.post(TRACK, { body: { orderNo: 'AXB99999999', email: 'x@example.com' }, headers: { 'x-forwarded-for': ip } });
    const blocked = await api.post(TRACK, { body: { orderNo, email: 'shopper@example.com' }, headers: { 'x-forwarded-for': ip } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many order lookups\. Please try again in /);
    // Another shopper's IP is not held back.
    expect((await api.post(TRACK, { body: { orderNo, email: 'shopper@example.com' }, headers: { 'x-forwarded-for': '203.0.113.78' } })).status).toBe(200);
  });
});

describe('timelineOf', () => {
  const at = new Date('2026-03-01T10:00:00Z');
  it('lists the steps ahead without a time, and a cancelled order ends at its cancellation', () => {
    const base = { placedAt: at, paidAt: null, shippedAt: null, deliveredAt: null, cancelledAt: null, updatedAt: at };
    expect(timelineOf({ ...base, status: 'AWAITING_PAYMENT' })).toEqual([{ step: 'PLACED', at: at.toISOString() }, { step: 'PAID' }, { step: 'SHIPPED' }, { step: 'DELIVERED' }]);
    const cancelled = new Date('2026-03-01T10:30:00Z');
    expect(timelineOf({ ...base, status: 'CANCELLED', cancelledAt: cancelled })).toEqual([
      { step: 'PLACED', at: at.toISOString() },
      { step: 'CANCELLED', at: cancelled.toISOString() },
    ]);
  });
});
