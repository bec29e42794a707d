import crypto from 'node:crypto';
import { guestCart, line, purchasable, type TestItem } from '../cart/cart-test-helpers';
import { TestGateway } from '../payment/test-gateway/test-gateway';
import type { TestApi } from '../test-support/test-api';

/** Test-only helpers of the order and payment suites (not a *.test.ts file: jest does not run it). */

/** The suites' payment secret: set before the API starts (testConfig reads the environment), so tests can sign like the gateway. */
export const TEST_PAYMENT_SECRET = 'orders-and-payments-test-secret-0123456789';
process.env.AXLEBAY_PAYMENT_SECRET = TEST_PAYMENT_SECRET;
/** The gateway as the API runs it (same secret): signs returns and webhooks in tests. */
export const gateway = new TestGateway(TEST_PAYMENT_SECRET, 'http://localhost:4000');

export const PLACE = '/order/public/buyer/order';
export const DETAIL = '/order/public/buyer/order/detail';
export const CALLBACK = '/order/public/buyer/payment/callback';
export const TOKENS = '/payment/public/test-gateway/tokens';
export const webhookPath = (provider = 'test-gateway') => `/order/public/payment/webhook/${provider}`;
export const RETURN_URL = 'http://localhost:4103/paymentCallback';

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  noFunds: '4000000000009995',
  threeDs: '4000002760003184',
} as const;

export const US_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(415) 555-0123',
  country: 'US',
  state: 'CA',
  city: 'San Francisco',
  address1: '1 Market St',
  postalCode: '94105',
};

export const CA_ADDRESS = {
  firstName: 'Jean',
  lastName: 'Tremblay',
  phone: '+1 613 555 0199',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  address1: '111 Wellington St',
  postalCode: 'k1a0b1',
};

export const newKey = () => `test-${crypto.randomBytes(8).toString('hex')}`;

export async function cardToken(api: TestApi, number: string = CARDS.ok, method = 'stripe'): Promise<string> {
  const res = await api.post(TOKENS, { body: { method, card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } } });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

export async function walletToken(api: TestApi, method = 'googlePay'): Promise<string> {
  const res = await api.post(TOKENS, { body: { method } });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

export function orderBody(cartUUID: string | undefined, payment: { method: string; token?: string }, extra: Record<string, unknown> = {}) {
  return {
    ...(cartUUID ? { cartUUID } : {}),
    email: 'shopper@example.com',
    shippingAddress: US_ADDRESS,
    shippingMethod: 'STANDARD',
    payment,
    returnUrl: RETURN_URL,
    ...extra,
  };
}

export interface PlaceOptions {
  key?: string;
  token?: string;
  shopId?: 2022 | 2023;
}

export function place(api: TestApi, body: unknown, { key = newKey(), token, shopId }: PlaceOptions = {}) {
  return api.post(PLACE, { body, token, shopId, headers: { 'idempotency-key': key } });
}

/** A guest cart of `lines` and a paid card order of it. */
export async function paidGuestOrder(api: TestApi, lines: unknown[], extra: Record<string, unknown> = {}) {
  const cartUUID = await guestCart(api, lines);
  const res = await place(api, orderBody(cartUUID, { method: 'stripe', token: await cardToken(api) }, extra));
  if (res.status !== 200) throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
  return { cartUUID, res };
}

export async function stockOf(api: TestApi, itemId: number): Promise<number> {
  const rows = await api.database.query<{ n: number }>('select available_total as n from item where id = $1', [itemId]);
  return Number(rows[0]!.n);
}

export async function setStock(api: TestApi, itemId: number, n: number): Promise<void> {
  await api.database.query('update item set available_total = $2 where id = $1', [itemId, n]);
}

export async function orderRow(api: TestApi, orderNo: string) {
  const rows = await api.database.query<Record<string, any>>('select * from shop_order where order_no = $1', [orderNo]);
  return rows[0];
}

export async function countOrders(api: TestApi, where: string, params: unknown[] = []): Promise<number> {
  const rows = await api.database.query<{ n: number }>(`select count(*)::int as n from shop_order where ${where}`, params);
  return Number(rows[0]!.n);
}

export async function cartLineCount(api: TestApi, cartUUID: string): Promise<number> {
  const rows = await api.database.query<{ n: number }>('select count(*)::int as n from cart_line l join cart c on c.id = l.cart_id where c.uuid = $1', [cartUUID]);
  return Number(rows[0]!.n);
}

/** Items no other suite's first picks use (PostgreSQL: every file shares one database). */
export const orderItems = (api: TestApi, count: number, offset: number): Promise<TestItem[]> => purchasable(api, count, 40 + offset);

/** The path (and query) of an absolute URL the API built with its public URL, for this test server. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

export { line };

/** A signed-in buyer's cart holding `lines` (UPDATE with the token); its UUID. */
export async function signedInCart(api: TestApi, token: string, lines: unknown[]): Promise<string> {
  const res = await api.post('/order/public/buyer/cart/v3', { body: { action: 'UPDATE', items: lines }, token });
  if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.cartUUID;
}

export async function accountCartUuid(api: TestApi, accountId: number): Promise<string> {
  return (await api.database.query<{ uuid: string }>('select uuid from cart where account_id = $1', [accountId]))[0]!.uuid;
}
