import { registerBuyer } from '../accounts/account-test-helpers';
import { line, orderBody, orderItems, place, setStock, signedInCart } from '../orders/order-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * Points are spent at placement (an ORDER_REDEEM row in the order's transaction, under the buyer's
 * row lock): parallel checkouts of one balance never take it below zero, and exactly as many as the
 * balance pays for go through. Runs on PGlite and PostgreSQL (the suite's two databases).
 */
const QUOTE = '/promotion/public/promotion/calculator/discount/used';
const POINTS = '/account/buyer/member-points';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function balanceRows(accountId: number) {
  return api.database.query<{ kind: string; points: number }>('select kind, points from member_points where account_id = $1 order by id', [accountId]);
}

it('parallel checkouts spending one balance: the affordable ones succeed, the balance never goes below zero', async () => {
  const [item] = await orderItems(api, 1, 140);
  await setStock(api, item!.itemId, 50);
  const buyer = await registerBuyer(api);
  // 100 welcome points + 200 earned: three checkouts of 100 points each are affordable, not five.
  await api.database.query(`insert into member_points (account_id, points, status, kind, description) values ($1, 200, 'AVAILABLE', 'ORDER', 'Earned on an earlier order')`, [
    buyer.accountId,
  ]);
  await signedInCart(api, buyer.token, [line(item!, 2)]);
  const address = { country: 'US', state: 'CA', postalCode: '94105' };
  const quote = await api.post(QUOTE, { token: buyer.token, body: { usePoints: 100, shippingMethod: 'STANDARD', address } });
  expect(quote.body.data).toMatchObject({ pointsUsed: 100, pointsCent: 100 });
  const expectedTotalCent = quote.body.data.totalCent;

  // Redirect payments leave the orders awaiting payment: the cart stays, so every attempt has lines.
  const attempts = await Promise.all(
    [1, 2, 3, 4, 5].map(() => place(api, orderBody(undefined, { method: 'payPal' }, { usePoints: 100, expectedTotalCent }), { token: buyer.token })),
  );
  const placed = attempts.filter((r) => r.status === 200);
  const refused = attempts.filter((r) => r.status !== 200);
  expect(placed).toHaveLength(3);
  expect(placed.map((r) => r.body.data.order.pointsUsed)).toEqual([100, 100, 100]);
  // The rest see the real price without points (409 PRICE_CHANGED), nothing written for them.
  expect(refused.map((r) => [r.status, r.body.code])).toEqual([
    [409, 'PRICE_CHANGED'],
    [409, 'PRICE_CHANGED'],
  ]);
  expect(refused.every((r) => r.body.data.quote.pointsUsed === 0)).toBe(true);

  expect((await api.get(POINTS, { token: buyer.token })).body.data.points).toBe(0);
  const rows = await balanceRows(buyer.accountId);
  expect(rows.filter((r) => r.kind === 'ORDER_REDEEM')).toHaveLength(3);
  // Never below zero at any point of the ledger, in the order it was written.
  let running = 0;
  for (const r of rows) {
    running += r.points;
    expect(running).toBeGreaterThanOrEqual(0);
  }
});

it('parallel checkouts asking for more than the balance: one takes it, none overdraws it', async () => {
  const [item] = await orderItems(api, 1, 141);
  await setStock(api, item!.itemId, 50);
  const buyer = await registerBuyer(api);
  await signedInCart(api, buyer.token, [line(item!, 3)]);
  // No expected total: an adjusted points notice lets the order go with fewer points (what the quote said).
  const attempts = await Promise.all([1, 2, 3, 4].map(() => place(api, orderBody(undefined, { method: 'payPal' }, { usePoints: 100 }), { token: buyer.token })));
  expect(attempts.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  const used = attempts.map((r) => r.body.data.order.pointsUsed).sort();
  expect(used).toEqual([0, 0, 0, 100]);
  expect((await api.get(POINTS, { token: buyer.token })).body.data.points).toBe(0);
});
