import { registerBuyer } from '../accounts/account-test-helpers';
import { line, purchasable, type TestItem } from '../cart/cart-test-helpers';
import { addPoints, buyerWithCart, cartOf, quote } from '../pricing/pricing-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

const QUOTE = '/promotion/public/promotion/calculator/discount/used';
const NOT_FOUND = 'This cart does not exist';

let api: TestApi;
let a: TestItem;
let b: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  [a, b] = (await purchasable(api, 2, 80)) as [TestItem, TestItem];
});
afterAll(() => api?.close());

const post = (body: unknown, options: { token?: string; shopId?: 2022 | 2023 } = {}) => api.post(QUOTE, { body, ...options });

describe('POST /promotion/public/promotion/calculator/discount/used', () => {
  it("answers the guest cart's quote, the same as the engine computes from the database", async () => {
    const { uuid, cartId } = await cartOf(api, [line(a, 2), line(b, 1)]);
    for (const shopId of [2022, 2023] as const) {
      const res = await post({ cartUUID: uuid, couponCode: 'action12', address: { country: shopId === 2022 ? 'US' : 'CA', state: shopId === 2022 ? 'TX' : 'ON' } }, { shopId });
      expect(res.status).toBe(200);
      const expected = await quote(api, { shopId, cartId, couponCode: 'action12', address: { country: shopId === 2022 ? 'US' : 'CA', state: shopId === 2022 ? 'TX' : 'ON' } });
      expect({ ...res.body.data, shippingOptions: undefined }).toEqual({ ...expected, shippingOptions: undefined });
      const market = (i: TestItem) => (shopId === 2022 ? i.usCent : i.caCent);
      expect(res.body.data.subtotalCent).toBe(market(a) * 2 + market(b));
      expect(res.body.data.discountCent).toBe(Math.round((res.body.data.subtotalCent * 12) / 100));
      expect(res.body.data.taxLabel).toBe(shopId === 2022 ? 'Sales tax (TX 6.25%)' : 'HST (ON 13%)');
    }
  });

  it('ignores amounts the client sends', async () => {
    const { uuid, cartId } = await cartOf(api, [line(a, 1)]);
    const res = await post({ cartUUID: uuid, subtotalCent: 1, totalCent: 1, discountCent: 99999, priceCent: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.totalCent).toBe((await quote(api, { shopId: 2022, cartId })).totalCent);
    expect(res.body.data.subtotalCent).toBe(a.usCent);
  });

  it('answers an empty quote without a cart, and 404 for an unknown cart or an account cart without its token', async () => {
    const empty = await post({});
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ lines: [], itemCount: 0, totalCent: 0, currency: 'USD' });
    expect((await post({ cartUUID: '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e' })).body).toMatchObject({ httpCode: 404, message: NOT_FOUND });
    const owner = await buyerWithCart(api, [line(a, 1)]);
    const stolen = await post({ cartUUID: owner.uuid });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(NOT_FOUND);
    // Another buyer's token with that UUID answers the other buyer's own (empty) cart, never the owner's.
    const other = await registerBuyer(api);
    const mine = await post({ cartUUID: owner.uuid }, { token: other.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.lines).toEqual([]);
  });

  it("prices a signed-in buyer's account cart with points", async () => {
    const buyer = await buyerWithCart(api, [line(a, 3)]);
    await addPoints(api, buyer.accountId, 900);
    const res = await post({ usePoints: 200 }, { token: buyer.token });
    expect(res.status).toBe(200);
    const expected = await quote(api, { shopId: 2022, cartId: buyer.cartId, accountId: buyer.accountId, usePoints: 200 });
    expect(res.body.data.pointsUsed).toBe(expected.pointsUsed);
    expect(res.body.data.subtotalCent).toBe(a.usCent * 3);
    expect(res.body.data.totalCent).toBe(expected.totalCent);
  });

  it('gives the first-order discount to a signed-in buyer only', async () => {
    const { uuid } = await cartOf(api, [line(b, 2)]);
    const guest = await post({ cartUUID: uuid, useFirstDiscount: true });
    expect(guest.body.data.discountCent).toBe(0);
    expect(guest.body.data.notices).toEqual([{ field: 'useFirstDiscount', message: 'Sign in to use the first-order discount' }]);
    const buyer = await buyerWithCart(api, [line(b, 2)]);
    const res = await post({ useFirstDiscount: true }, { token: buyer.token });
    expect(res.body.data.discounts).toEqual([{ type: 'FIRST_ORDER', label: 'First order: 10% off', amountCent: Math.round((b.usCent * 2) / 10) }]);
    expect(res.body.data.lines[0].lineDiscountCent).toBe(Math.round((b.usCent * 2) / 10));
  });

  it('estimates tax from a postal code alone', async () => {
    const { uuid } = await cartOf(api, [line(a, 1)]);
    const us = await post({ cartUUID: uuid, postalCode: '94105' });
    expect(us.body.data).toMatchObject({ taxEstimated: true, taxLabel: 'Sales tax (CA 7.25%)', taxCent: Math.floor((a.usCent * 725 + 5000) / 10000) });
    const ca = await post({ cartUUID: uuid, postalCode: 'M5J 2J2' }, { shopId: 2023 });
    expect(ca.body.data).toMatchObject({ taxEstimated: true, taxLabel: 'HST (ON 13%)', taxCent: Math.floor((a.caCent * 13 + 50) / 100) });
  });

  it('refuses bad input with 400 and fieldErrors, never 500', async () => {
    const { uuid } = await cartOf(api, [line(a, 1)]);
    const cases: [unknown, string][] = [
      [{ cartUUID: uuid, couponCode: 'WELCOME10\u0000' }, 'couponCode'],
      [{ cartUUID: uuid, shippingMethod: 'STANDARD\u0000' }, 'shippingMethod'],
      [{ cartUUID: uuid, address: { country: 'US', state: 'C\u0000A' } }, 'address.state'],
      [{ cartUUID: uuid, usePoints: 'lots' }, 'usePoints'],
      [{ cartUUID: uuid, usePoints: -100 }, 'usePoints'],
      [{ cartUUID: uuid, usePoints: 1e15 }, 'usePoints'],
      [{ cartUUID: uuid, usePoints: 100.5 }, 'usePoints'],
      [{ cartUUID: uuid, useFirstDiscount: 'maybe' }, 'useFirstDiscount'],
      [{ cartUUID: uuid, address: { country: 'MX' } }, 'address.country'],
      [{ cartUUID: uuid, address: { state: 'CA' } }, 'address.country'],
      [{ cartUUID: 'not-a-uuid' }, 'cartUUID'],
      [{ cartUUID: 42 }, 'cartUUID'],
      [{ couponCode: 'x'.repeat(65) }, 'couponCode'],
      [{ couponCode: { $ne: 1 } }, 'couponCode'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect({ body, status: res.status, field: res.body.fieldErrors?.[0]?.field }).toEqual({ body, status: 400, field });
    }
    expect((await api.post(QUOTE, { rawBody: '{"cartUUID":' })).status).toBe(400);
    expect((await api.post(QUOTE, { rawBody: '[]' })).status).toBe(400);
  });

  it('answers 401 for a token that is not valid', async () => {
    const res = await post({}, { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Login is invalid. Please log in again');
  });
});
