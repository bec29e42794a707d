import { registerBuyer } from '../accounts/account-test-helpers';
import { guestCart } from '../cart/cart-test-helpers';
import {
  CALLBACK,
  cardToken,
  cartLineCount,
  CARDS,
  DETAIL,
  gateway,
  line,
  orderBody,
  orderItems,
  orderRow,
  pathOf,
  place,
  RETURN_URL,
  signedInCart,
  stockOf,
  walletToken,
  webhookPath,
} from '../orders/order-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** A guest order paid with a redirect method: the placement's answer and its payment id. */
async function redirectOrder(method = 'payPal', offset = 20, count = 1) {
  const [a] = await orderItems(api, 1, offset);
  const cartUUID = await guestCart(api, [line(a!, count)]);
  const res = await place(api, orderBody(cartUUID, { method }));
  expect(res.status).toBe(200);
  const url: string = res.body.data.next.url;
  const paymentId = /\/pay\/(pay_[0-9a-f]+)$/.exec(url)![1]!;
  return { item: a!, cartUUID, res, url, paymentId };
}

/** The shopper presses a button on the hosted page: the 303 back to the storefront, parsed. */
async function pressButton(url: string, action: string) {
  const res = await fetch(api.url + pathOf(url), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : undefined };
}

const callback = (params: URLSearchParams | Record<string, string>) => {
  const p = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return api.post(CALLBACK, { body: { paymentId: p.paymentId, result: p.result, sig: p.sig } });
};

describe('redirect methods (PayPal, Pay Later, Klarna)', () => {
  it('send the shopper to the hosted page; the cart stays until the provider confirms', async () => {
    const { res, url, cartUUID, item } = await redirectOrder('payPal', 20, 2);
    expect(res.body.data.order.status).toBe('AWAITING_PAYMENT');
    expect(res.body.data.next).toEqual({ type: 'REDIRECT', url: expect.stringMatching(/^http:\/\/localhost:4000\/payment\/public\/test-gateway\/pay\/pay_[0-9a-f]{32}$/) });
    expect(await cartLineCount(api, cartUUID)).toBe(1);
    const page = await fetch(api.url + pathOf(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:4103");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Axlebay');
    expect(html).toContain(`$${(res.body.data.order.totalCent / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    for (const label of ['Approve', 'Decline', 'Cancel']) expect(html).toContain(`>${label}</button>`);
    expect(item).toBeTruthy();
  });

  it('Approve → 303 to the return URL with a signed result → callback → PAID and the cart emptied; a replay changes nothing', async () => {
    const { url, paymentId, cartUUID, res } = await redirectOrder('klarna', 21);
    const back = await pressButton(url, 'approve');
    expect(back.status).toBe(303);
    expect(back.location!.origin + back.location!.pathname).toBe(RETURN_URL);
    expect(Object.fromEntries(back.location!.searchParams)).toEqual({ paymentId, result: 'approved', sig: gateway.signReturn(paymentId, 'approved') });
    // The webhook (sent in-process by the gateway) has applied it already; the callback answers the order.
    const cb = await callback(back.location!.searchParams);
    expect(cb.status).toBe(200);
    expect(cb.body.data.order).toMatchObject({ orderNo: res.body.data.order.orderNo, status: 'PAID' });
    expect(cb.body.data.accessKey).toBeUndefined();
    expect(await cartLineCount(api, cartUUID)).toBe(0);
    const again = await callback(back.location!.searchParams);
    expect(again.body.data.order.status).toBe('PAID');
    // Pressing a button again just sends the shopper back with the same result.
    expect((await pressButton(url, 'decline')).location!.searchParams.get('result')).toBe('approved');
    const detail = await api.get(DETAIL, { query: { orderNo: res.body.data.order.orderNo, key: res.body.data.accessKey } });
    expect(detail.body.data.status).toBe('PAID');
  });

  it('a forged or altered signature is refused and applies nothing', async () => {
    const { paymentId, res, item } = await redirectOrder('payLater', 22);
    const stock = await stockOf(api, item.itemId);
    for (const body of [
      { paymentId, result: 'approved', sig: 'f'.repeat(64) },
      { paymentId, result: 'approved', sig: gateway.signReturn(paymentId, 'declined') },
      { paymentId, result: 'approved', sig: '' },
      { paymentId: 'pay_unknown', result: 'approved', sig: gateway.signReturn('pay_unknown', 'approved') },
      { paymentId, result: 'paid', sig: gateway.signReturn(paymentId, 'approved') },
    ]) {
      const cb = await callback(body);
      expect({ status: cb.status, message: cb.body.message }).toEqual({ status: 400, message: 'This payment result could not be verified' });
    }
    // A NUL byte is refused by the input rule every route shares, before any lookup.
    const withNul = await callback({ paymentId: 'pay_\u0000', result: 'approved', sig: gateway.signReturn('pay_\u0000', 'approved') });
    expect({ status: withNul.status, message: withNul.body.message }).toEqual({ status: 400, message: 'paymentId must not contain a NUL character' });
    expect((await orderRow(api, res.body.data.order.orderNo))!.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(api, item.itemId)).toBe(stock);
    // NUL bytes in ids are a bad request (the shared input rule), never a database error.
    for (const id of ['%00', 'pay_%00', `${paymentId}%00`]) {
      expect((await fetch(`${api.url}/payment/public/test-gateway/pay/${id}`)).status).toBe(400);
    }
    expect((await api.get(DETAIL, { query: { orderNo: 'AXB\u0000', key: '\u0000' } })).status).toBe(400);
    const nul = JSON.stringify({ id: 'evt_nul', paymentId: 'pay_\u0000', result: 'approved' });
    expect((await api.post(webhookPath(), { rawBody: nul, headers: { 'x-gateway-signature': gateway.signWebhook(nul) } })).status).toBe(200);
  });

  it('Cancel → CANCELLED, stock back, cart kept; Decline → PAYMENT_FAILED with the reason', async () => {
    const cancelled = await redirectOrder('payPal', 23);
    const stock = await stockOf(api, cancelled.item.itemId);
    const back = await pressButton(cancelled.url, 'cancel');
    expect(back.location!.searchParams.get('result')).toBe('cancelled');
    const cb = await callback(back.location!.searchParams);
    expect(cb.body.data.order).toMatchObject({ status: 'CANCELLED', paymentMessage: 'The payment was cancelled.' });
    expect(await stockOf(api, cancelled.item.itemId)).toBe(stock + 1);
    expect(await cartLineCount(api, cancelled.cartUUID)).toBe(1);

    const declined = await redirectOrder('payPal', 24);
    const b2 = await pressButton(declined.url, 'decline');
    const cb2 = await callback(b2.location!.searchParams);
    expect(cb2.body.data.order).toMatchObject({ status: 'PAYMENT_FAILED', paymentMessage: 'PayPal declined the payment.' });
  });

  it('the callback may come before the webhook: applied once either way', async () => {
    const { paymentId, res } = await redirectOrder('payPal', 25);
    const cb = await callback({ paymentId, result: 'approved', sig: gateway.signReturn(paymentId, 'approved') });
    expect(cb.body.data.order.status).toBe('PAID');
    const rawBody = JSON.stringify({ id: 'evt_late', paymentId, result: 'declined', message: 'too late' });
    const hook = await api.post(webhookPath(), { rawBody, headers: { 'x-gateway-signature': gateway.signWebhook(rawBody) } });
    expect(hook.status).toBe(200);
    const row = (await orderRow(api, res.body.data.order.orderNo))!;
    expect(row.status).toBe('PAID');
    const earned = await api.database.query('select 1 from member_points where order_id = $1', [row.id]);
    expect(earned).toEqual([]); // a guest earns no points
  });
});

describe('callback and webhook at the same moment', () => {
  it('apply the result once: one payment success, points earned once', async () => {
    const [a] = await orderItems(api, 1, 29);
    const buyer = await registerBuyer(api);
    await signedInCart(api, buyer.token, [line(a!, 1)]);
    const res = await place(api, orderBody(undefined, { method: 'payPal' }), { token: buyer.token });
    const paymentId = /\/pay\/(pay_[0-9a-f]+)$/.exec(res.body.data.next.url)![1]!;
    const rawBody = JSON.stringify({ id: 'evt_race', paymentId, result: 'approved' });
    const [cb, hook] = await Promise.all([
      callback({ paymentId, result: 'approved', sig: gateway.signReturn(paymentId, 'approved') }),
      api.post(webhookPath(), { rawBody, headers: { 'x-gateway-signature': gateway.signWebhook(rawBody) } }),
    ]);
    expect([cb.status, hook.status]).toEqual([200, 200]);
    const row = (await orderRow(api, res.body.data.order.orderNo))!;
    expect(row.status).toBe('PAID');
    const earned = await api.database.query<{ points: number }>(`select points from member_points where order_id = $1 and kind = 'ORDER_EARN'`, [row.id]);
    expect(earned).toEqual([{ points: Math.floor(row.total_cent / 100) }]);
  });
});

describe('3-D Secure (a card that needs a second step)', () => {
  it('goes to the challenge page; "Complete authentication" pays, "Fail authentication" fails', async () => {
    const [a] = await orderItems(api, 1, 26);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const res = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api, CARDS.threeDs) }));
    expect(res.body.data.order.status).toBe('AWAITING_PAYMENT');
    expect(res.body.data.next.type).toBe('REDIRECT');
    const html = await (await fetch(api.url + pathOf(res.body.data.next.url))).text();
    expect(html).toContain('>Complete authentication</button>');
    expect(html).toContain('>Fail authentication</button>');
    const back = await pressButton(res.body.data.next.url, 'approve');
    expect((await callback(back.location!.searchParams)).body.data.order.status).toBe('PAID');

    const cart2 = await guestCart(api, [line(a!, 1)]);
    const res2 = await place(api, orderBody(cart2, { method: 'stripe', token: await cardToken(api, CARDS.threeDs) }));
    const back2 = await pressButton(res2.body.data.next.url, 'decline');
    expect((await callback(back2.location!.searchParams)).body.data.order).toMatchObject({ status: 'PAYMENT_FAILED', paymentMessage: 'Your card could not be authenticated.' });
    expect(await cartLineCount(api, cart2)).toBe(1);
  });
});

describe('POST /order/public/payment/webhook/:provider', () => {
  it('applies a well-signed event once; refuses a bad, missing or stale signature with 400', async () => {
    const { paymentId, res } = await redirectOrder('payPal', 27);
    const rawBody = JSON.stringify({ id: 'evt_1', paymentId, result: 'approved' });
    const now = Math.floor(Date.now() / 1000);
    for (const header of [undefined, 't=1,v1=abc', gateway.signWebhook(rawBody, now - 301), gateway.signWebhook(rawBody + ' ', now), `t=${now},v1=${'0'.repeat(64)}`]) {
      const hook = await api.post(webhookPath(), { rawBody, headers: header ? { 'x-gateway-signature': header } : {} });
      expect({ header, status: hook.status }).toEqual({ header, status: 400 });
    }
    expect((await orderRow(api, res.body.data.order.orderNo))!.status).toBe('AWAITING_PAYMENT');
    for (let i = 0; i < 2; i++) {
      const hook = await api.post(webhookPath(), { rawBody, headers: { 'x-gateway-signature': gateway.signWebhook(rawBody, now) } });
      expect(hook.status).toBe(200);
      expect(hook.body.data).toEqual({ received: true });
    }
    const row = (await orderRow(api, res.body.data.order.orderNo))!;
    expect(row.status).toBe('PAID');
    // The body is signed as sent: any content type, and a non-JSON body is a 400, not a 500.
    const text = 'not json';
    expect((await api.post(webhookPath(), { rawBody: text, headers: { 'content-type': 'text/plain', 'x-gateway-signature': gateway.signWebhook(text) } })).status).toBe(400);
    expect((await api.post(webhookPath('no-such-provider'), { rawBody, headers: { 'x-gateway-signature': gateway.signWebhook(rawBody) } })).status).toBe(404);
  });
});

describe('POST /payment/public/test-gateway/tokens', () => {
  const year = new Date().getUTCFullYear() + 1;
  const tokenFor = (card: Record<string, unknown>, method = 'stripe') => api.post('/payment/public/test-gateway/tokens', { body: { method, card } });

  it('checks the card: Luhn, test numbers, expiry, CVC, with field errors', async () => {
    const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: year, cvc: '123' };
    const ok = await tokenFor(good);
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toMatch(/^tok_[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    expect(Buffer.from(ok.body.data.token.slice(4).split('.')[0], 'base64url').toString()).not.toContain('4242');
    const fields = async (card: Record<string, unknown>) => ((await tokenFor(card)).body.fieldErrors ?? []).map((e: { field: string }) => e.field);
    expect(await fields({ ...good, number: '4242424242424241' })).toEqual(['card.number']);
    expect(await fields({ ...good, number: '5555555555554444' })).toEqual(['card.number']);
    expect(await fields({ ...good, expMonth: 13 })).toEqual(['card.expMonth']);
    expect(await fields({ ...good, expMonth: 1, expYear: 2020 })).toEqual(['card.expYear']);
    expect(await fields({ ...good, cvc: '12' })).toEqual(['card.cvc']);
    expect((await api.post('/payment/public/test-gateway/tokens', { body: { method: 'stripe' } })).status).toBe(400);
  });

  it('wallets need no card; redirect methods need no token', async () => {
    expect(await walletToken(api, 'applePay')).toMatch(/^tok_/);
    const res = await api.post('/payment/public/test-gateway/tokens', { body: { method: 'klarna' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].field).toBe('method');
  });

  it('a wallet token pays; a token of another method is refused at payment.token', async () => {
    const [a] = await orderItems(api, 1, 28);
    const cartUUID = await guestCart(api, [line(a!, 1)]);
    const wrong = await place(api, orderBody(cartUUID, { method: 'googlePay', token: await walletToken(api, 'applePay') }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors[0].field).toBe('payment.token');
    const paid = await place(api, orderBody(cartUUID, { method: 'googlePay', token: await walletToken(api, 'googlePay') }));
    expect(paid.body.data.order).toMatchObject({ status: 'PAID', paymentMethod: 'googlePay' });
  });
});
