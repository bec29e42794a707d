import { DEV_FULFILMENT_SECRET } from '../config/config';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { guestCart } from '../cart/cart-test-helpers';
import { FULFILMENT_PATH } from './fulfilment-routes';
import { cardToken, CARDS, line, orderBody, orderItems, paidGuestOrder, place } from './order-test-helpers';

const TRACK = '/order/public/buyer/order/track';
const headers = { 'x-fulfilment-secret': DEV_FULFILMENT_SECRET };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function paidOrderNo(seed: number): Promise<string> {
  const [a] = await orderItems(api, 1, seed);
  const { res } = await paidGuestOrder(api, [line(a!, 1)]);
  return res.body.data.order.orderNo;
}

const track = async (orderNo: string) => (await api.post(TRACK, { body: { orderNo, email: 'shopper@example.com' } })).body.data;

describe(`POST ${FULFILMENT_PATH} (the warehouse and carrier feed)`, () => {
  it('ships and then delivers a paid order once, with the times the tracking page shows', async () => {
    const orderNo = await paidOrderNo(41);
    const shipped = await api.post(FULFILMENT_PATH, { body: { orderNo, event: 'SHIPPED' }, headers });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toEqual({ orderNo, status: 'SHIPPED', changed: true });
    const afterShip = await track(orderNo);
    expect(afterShip.status).toBe('SHIPPED');
    const shippedAt = afterShip.timeline[2].at;
    expect(shippedAt).toEqual(expect.any(String));

    // A resent report changes nothing and keeps the first time.
    const again = await api.post(FULFILMENT_PATH, { body: { orderNo, event: 'SHIPPED' }, headers });
    expect(again.body.data).toEqual({ orderNo, status: 'SHIPPED', changed: false });

    const delivered = await api.post(FULFILMENT_PATH, { body: { orderNo, event: 'DELIVERED' }, headers });
    expect(delivered.body.data).toEqual({ orderNo, status: 'DELIVERED', changed: true });
    const done = await track(orderNo);
    expect(done.status).toBe('DELIVERED');
    expect(done.timeline.map((s: { step: string; at?: string }) => [s.step, Boolean(s.at)])).toEqual([
      ['PLACED', true],
      ['PAID', true],
      ['SHIPPED', true],
      ['DELIVERED', true],
    ]);
    expect(done.timeline[2].at).toBe(shippedAt);
    // A late shipment scan after the delivery is not a step back.
    expect((await api.post(FULFILMENT_PATH, { body: { orderNo, event: 'SHIPPED' }, headers })).body.data.status).toBe('DELIVERED');
  });

  it('a delivery scan that overtakes the shipment ships and delivers at once', async () => {
    const orderNo = await paidOrderNo(42);
    const r = await api.post(FULFILMENT_PATH, { body: { orderNo, event: 'DELIVERED' }, headers });
    expect(r.body.data).toEqual({ orderNo, status: 'DELIVERED', changed: true });
    const steps = (await track(orderNo)).timeline;
    expect(steps[2].at).toEqual(expect.any(String));
    expect(steps[3].at).toEqual(expect.any(String));
  });

  it('refuses an order that was not paid, an unknown order, a wrong secret and a malformed body', async () => {
    const [a] = await orderItems(api, 1, 43);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const failed = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api, CARDS.declined) }));
    const unpaid = failed.body.data.order.orderNo;
    const refused = await api.post(FULFILMENT_PATH, { body: { orderNo: unpaid, event: 'SHIPPED' }, headers });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An order in state PAYMENT_FAILED cannot be marked SHIPPED.');
    expect((await track(unpaid)).status).toBe('PAYMENT_FAILED');

    expect((await api.post(FULFILMENT_PATH, { body: { orderNo: 'AXB99999999', event: 'SHIPPED' }, headers })).status).toBe(404);

    const orderNo = await paidOrderNo(44);
    for (const wrong of [{}, { 'x-fulfilment-secret': 'guess' }] as Array<Record<string, string>>) {
      const r = await api.post(FULFILMENT_PATH, { body: { orderNo, event: 'SHIPPED' }, headers: wrong });
      expect(r.status).toBe(403);
    }
    expect((await track(orderNo)).status).toBe('PAID');

    for (const body of [{ orderNo, event: 'LOST' }, { orderNo }, { orderNo: '', event: 'SHIPPED' }, { orderNo, event: 'SHIPPED', status: 'DELIVERED' }]) {
      const r = await api.post(FULFILMENT_PATH, { body, headers });
      expect({ body, status: r.status }).toEqual({ body, status: 400 });
    }
  });
});
