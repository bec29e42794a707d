import { guestCart } from '../cart/cart-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { CA_ADDRESS, cardToken, countOrders, line, orderBody, orderItems, place, US_ADDRESS } from './order-test-helpers';

let api: TestApi;
let usCart: string;
let caCart: string;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  const [a] = await orderItems(api, 1, 12);
  usCart = await guestCart(api, [line(a!, 1)]);
  caCart = await guestCart(api, [line(a!, 1)]);
  token = await cardToken(api);
});
afterAll(() => api?.close());

/** The field errors of a refused placement (status must be 400; nothing placed). */
async function refused(body: unknown, shopId: 2022 | 2023 = 2022) {
  const res = await place(api, body, { shopId });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { success: false, httpCode: 400 } });
  return (res.body.fieldErrors as { field: string; message: string }[]).map((e) => e.field);
}

const us = (address: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  orderBody(usCart, { method: 'stripe', token }, { shippingAddress: { ...US_ADDRESS, ...address }, ...extra });
const ca = (address: Record<string, unknown>) => orderBody(caCart, { method: 'stripe', token }, { shippingAddress: { ...CA_ADDRESS, ...address } });

describe('shipping address per market (400 at shippingAddress.*)', () => {
  it('a US ZIP in the Canadian shop, or a US address there, is refused', async () => {
    expect(await refused(ca({ postalCode: '94105' }), 2023)).toContain('shippingAddress.postalCode');
    expect(await refused(us({}), 2023)).toContain('shippingAddress.country');
    expect(await refused(ca({}), 2022)).toContain('shippingAddress.country');
  });

  it('an unknown state or province, a bad ZIP or phone, a ZIP of another state', async () => {
    expect(await refused(us({ state: 'XX' }))).toEqual(['shippingAddress.state']);
    expect(await refused(ca({ state: 'CA' }), 2023)).toEqual(['shippingAddress.state']);
    expect(await refused(us({ postalCode: '9410' }))).toEqual(['shippingAddress.postalCode']);
    expect(await refused(us({ postalCode: '10001' }))).toEqual(['shippingAddress.postalCode']);
    expect(await refused(us({ phone: '555-0123' }))).toEqual(['shippingAddress.phone']);
    expect(await refused(us({ firstName: '' }))).toEqual(['shippingAddress.firstName']);
  });

  it('NUL bytes and control characters anywhere are a 400 at their path, never a 500', async () => {
    expect(await refused(us({ city: 'San\u0000Francisco' }))).toEqual(['shippingAddress.city']);
    expect(await refused(us({ address1: 'line\nbreak' }))).toEqual(['shippingAddress.address1']);
    expect(await refused(us({}, { email: 'a\u0000@example.com' }))).toEqual(['email']);
    expect(await refused(us({}, { couponCode: '\u0007' }))).toEqual(['couponCode']);
    expect(await refused(us({ lastName: 'Love\ud800lace' }))).toEqual(['shippingAddress.lastName']);
  });

  it('2000-character fields are refused at their path', async () => {
    expect(await refused(us({ firstName: 'A'.repeat(2000) }))).toEqual(['shippingAddress.firstName']);
    expect(await refused(us({ address1: 'A'.repeat(2000) }))).toEqual(['shippingAddress.address1']);
    expect(await refused(us({}, { email: `${'a'.repeat(2000)}@example.com` }))).toEqual(['email']);
    expect(await refused(us({ firstName: 'A'.repeat(51) }))).toEqual(['shippingAddress.firstName']);
  });

  it('the email, the shipping method, the payment method and the return URL', async () => {
    expect(await refused(us({}, { email: 'not-an-email' }))).toEqual(['email']);
    expect(await refused(us({}, { shippingMethod: 'TELEPORT' }))).toEqual(['shippingMethod']);
    expect(await refused(us({}, { payment: { method: 'cash' } }))).toEqual(['payment.method']);
    expect(await refused(us({}, { payment: { method: 'stripe' } }))).toEqual(['payment.token']);
    expect(await refused(us({}, { payment: { method: 'stripe', token: 'tok_forged.00' } }))).toEqual(['payment.token']);
    for (const returnUrl of ['https://evil.example/paymentCallback', 'http://localhost:4103/elsewhere', 'javascript:alert(1)', '//evil.example/paymentCallback']) {
      expect(await refused(us({}, { returnUrl }))).toEqual(['returnUrl']);
    }
  });

  it('normalises a good address (Canadian postal code upper case with a space, phone digits)', async () => {
    const res = await place(api, ca({}), { shopId: 2023 });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toMatchObject({ currency: 'CAD', shippingAddress: { ...CA_ADDRESS, postalCode: 'K1A 0B1', phone: '6135550199' } });
  });

  it('placed nothing for any refused request', async () => {
    expect(await countOrders(api, 'owner_key = $1', [`c:${usCart}`])).toBe(0);
  });
});
