import { registerBuyer, type TestBuyer } from '../accounts/account-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { INVOICE_NOT_PAID, taxLabelOf } from './invoice-view';
import { ORDER_NOT_FOUND } from './order-input';
import { cardToken, CARDS, line, orderBody, orderItems, orderRow, place, signedInCart, US_ADDRESS } from './order-test-helpers';

const invoicePath = (orderNo: string) => `/order/buyer/order/${encodeURIComponent(orderNo)}/invoice`;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** A signed-in buyer's card order of `lines` (paid unless the card says otherwise). */
async function buyerOrder(buyer: TestBuyer, lines: unknown[], card: string = CARDS.ok, extra: Record<string, unknown> = {}) {
  await signedInCart(api, buyer.token, lines);
  const res = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api, card) }, extra), { token: buyer.token });
  if (res.status !== 200) throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.order as { orderNo: string; status: string };
}

describe('GET /order/buyer/order/{orderNo}/invoice', () => {
  let owner: TestBuyer;
  let orderNo: string;
  beforeAll(async () => {
    owner = await registerBuyer(api);
    const [a, b] = await orderItems(api, 2, 45);
    const order = await buyerOrder(owner, [line(a!, 2), line(b!, 1)], CARDS.ok, { couponCode: 'ACTION12' });
    expect(order.status).toBe('PAID');
    orderNo = order.orderNo;
  });

  it('gives the owner the invoice with the amounts the order recorded, the seller of the shop settings and the buyer', async () => {
    const res = await api.get(invoicePath(orderNo), { token: owner.token });
    expect(res.status).toBe(200);
    const invoice = res.body.data;
    const row = await orderRow(api, orderNo);
    const lines = await api.database.query<Record<string, any>>('select * from order_line where order_id = $1 order by id', [row!.id]);

    expect(invoice).toMatchObject({
      invoiceNo: `INV-${orderNo}`,
      orderNo,
      status: 'PAID',
      issuedAt: new Date(row!.paid_at).toISOString(),
      currency: 'USD',
      subtotalCent: row!.subtotal_cent,
      shipping: { label: 'Standard Shipping', amountCent: row!.shipping_cent },
      taxes: [{ label: 'Sales tax (CA 7.25%)', amountCent: row!.tax_cent }],
      totalCent: row!.total_cent,
      paymentMethod: 'stripe',
      seller: { name: 'Axlebay', address: '1200 Market St, Wilmington, DE 19801, USA', phone: '+1 (302) 555-0142', emails: ['support@axlebay.example', 'partners@axlebay.example'] },
      billTo: { name: 'Ada Lovelace', email: 'shopper@example.com', address: expect.objectContaining({ address1: US_ADDRESS.address1, city: 'San Francisco', state: 'CA' }) },
      shipTo: expect.objectContaining({ postalCode: '94105' }),
    });
    expect(invoice.lines).toEqual(
      lines.map((l) => ({ title: l.title, partNumber: l.part_number, quantity: l.item_count, unitPriceCent: l.unit_price_cent, lineDiscountCent: l.line_discount_cent, lineTotalCent: l.line_total_cent })),
    );
    expect(invoice.lines.map((l: { quantity: number }) => l.quantity).sort()).toEqual([1, 2]);
    // The coupon as recorded, and the rows add up to the charged total.
    expect(invoice.deductions).toEqual([{ label: expect.stringContaining('ACTION12'), amountCent: row!.discount_cent }]);
    expect(row!.discount_cent).toBeGreaterThan(0);
    expect(row!.tax_cent).toBeGreaterThan(0);
    const deducted = invoice.deductions.reduce((n: number, d: { amountCent: number }) => n + d.amountCent, 0);
    expect(invoice.subtotalCent - deducted + invoice.shipping.amountCent + invoice.taxes[0].amountCent).toBe(invoice.totalCent);
  });

  it('is the same invoice every time, and still there once the order has shipped', async () => {
    await api.database.query(`update shop_order set status = 'SHIPPED', shipped_at = now() where order_no = $1`, [orderNo]);
    const first = await api.get(invoicePath(orderNo.toLowerCase()), { token: owner.token });
    const second = await api.get(invoicePath(orderNo), { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('SHIPPED');
    expect(second.body.data).toEqual(first.body.data);
  });

  it("answers another buyer's request for it, and an unknown number, with the same 404", async () => {
    const other = await registerBuyer(api);
    const theirs = await api.get(invoicePath(orderNo), { token: other.token });
    const unknown = await api.get(invoicePath('AXB99999999'), { token: other.token });
    for (const res of [theirs, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, msg: ORDER_NOT_FOUND });
      expect(JSON.stringify(res.body)).not.toContain('Lovelace');
    }
  });

  it('asks a visitor, or a token that is no longer valid, to sign in (401)', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await api.get(invoicePath(orderNo), { token });
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('Login is invalid. Please log in again');
    }
  });

  it('answers a number that cannot be one with 404 or a 400 that says why, never a 500', async () => {
    for (const bad of ['nonsense', 'AXB1', '1 or 1=1', 'ÄÖÜ']) {
      const res = await api.get(invoicePath(bad), { token: owner.token });
      expect({ bad, status: res.status, msg: res.body.msg }).toEqual({ bad, status: 404, msg: ORDER_NOT_FOUND });
    }
    // Longer than an order number can be: the schema's 400; past 100 characters the router's 414.
    const long = await api.get(invoicePath('A'.repeat(40)), { token: owner.token });
    expect(long.status).toBe(400);
    expect(long.body.success).toBe(false);
    expect((await api.get(invoicePath('A'.repeat(200)), { token: owner.token })).status).toBe(414);
    const control = await api.get(`/order/buyer/order/AXB%00001001/invoice`, { token: owner.token });
    expect([400, 404]).toContain(control.status);
  });
});

describe('an order that was not paid has no invoice', () => {
  it('a declined card: 409 with the reason, for its owner only', async () => {
    const buyer = await registerBuyer(api);
    const [a] = await orderItems(api, 1, 47);
    const order = await buyerOrder(buyer, [line(a!, 1)], CARDS.declined);
    expect(order.status).toBe('PAYMENT_FAILED');
    const res = await api.get(invoicePath(order.orderNo), { token: buyer.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, msg: INVOICE_NOT_PAID });
    // Someone else learns nothing about it, not even that it is unpaid.
    const other = await registerBuyer(api);
    expect((await api.get(invoicePath(order.orderNo), { token: other.token })).status).toBe(404);
  });

  it('an order waiting for its payment at the provider: 409', async () => {
    const buyer = await registerBuyer(api);
    const [a] = await orderItems(api, 1, 48);
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    const res = await place(api, orderBody(undefined, { method: 'payPal' }), { token: buyer.token });
    expect(res.body.data.order.status).toBe('AWAITING_PAYMENT');
    const invoice = await api.get(invoicePath(res.body.data.order.orderNo), { token: buyer.token });
    expect(invoice.status).toBe(409);
    expect(invoice.body.msg).toBe(INVOICE_NOT_PAID);
  });
});

describe('taxLabelOf', () => {
  const order = { subtotalCent: 10000, discountCent: 1000, pointsCent: 0 };
  const address = (country: 'US' | 'CA', state: string) => ({ ...US_ADDRESS, country, state });
  it('names the rate of the delivery state when it makes the recorded amount', () => {
    expect(taxLabelOf({ ...order, shippingAddress: address('CA', 'ON'), taxCent: 1170 })).toBe('HST (ON 13%)');
    expect(taxLabelOf({ ...order, shippingAddress: address('US', 'CA'), taxCent: 653 })).toBe('Sales tax (CA 7.25%)');
  });
  it('says only "Tax" when the rate today would not make the recorded amount, or there was none', () => {
    expect(taxLabelOf({ ...order, shippingAddress: address('CA', 'NS'), taxCent: 1350 })).toBe('Tax');
    expect(taxLabelOf({ ...order, shippingAddress: address('US', 'OR'), taxCent: 0 })).toBe('Tax');
  });
});
