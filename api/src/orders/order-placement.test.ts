import { captureLogs } from '../accounts/account-test-helpers';
import { readCart } from '../cart/cart-test-helpers';
import { quoteCart } from '../pricing/quote-cart';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { guestCart } from '../cart/cart-test-helpers';
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
