import { registerBuyer } from '../accounts/account-test-helpers';
import { cardToken, line, orderBody, orderItems, place, setStock, signedInCart } from '../orders/order-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { LEVEL_SEEDS } from './member-program-data';

const LEVEL = '/account/buyer/member-level';
const RULE = '/account/public/member-rule';
const REMINDER = '/account/buyer/member-points/reminder';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A paid card order of one unit of `item` for the buyer; the order as answered. */
async function paidOrder(token: string, item: { itemId: number; skuId: number }) {
  await signedInCart(api, token, [line(item, 1)]);
  const res = await place(api, orderBody(undefined, { method: 'stripe', token: await cardToken(api) }), { token });
  if (res.status !== 200 || res.body.data.order.status !== 'PAID') throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.order;
}

describe('GET /account/public/member-rule', () => {
  it('answers the levels, earning and spending rules from the data, to visitors too', async () => {
    const res = await api.get(RULE);
    expect(res.status).toBe(200);
    const rule = res.body.data;
    expect(rule.levels.map((l: { code: string }) => l.code)).toEqual(['BRONZE', 'SILVER', 'GOLD', 'PLATINUM']);
    expect(rule.levels[1]).toEqual({ code: 'SILVER', name: 'Silver', rank: 2, minSpendCent: 50_000, earnPercent: 125, perks: expect.any(Array) });
    expect(rule).toMatchObject({ welcomeBonusPoints: 100, pointsStep: 100, centsPer100Points: 100, maxShareOfMerchandisePercent: 30, currency: 'USD' });
    expect(rule.memberMonth).toMatchObject({ code: 'SEPTEMBER_MEMBER_MONTH', name: 'September Member Month', bonusEarnPercent: 100 });
    expect((await api.get(RULE, { shopId: 2023 })).body.data.currency).toBe('CAD');
  });

  it('follows the table: a changed level shows at once', async () => {
    await api.database.query("update member_level set earn_percent = 130 where code = 'SILVER'");
    try {
      expect((await api.get(RULE)).body.data.levels[1].earnPercent).toBe(130);
    } finally {
      await api.database.query("update member_level set earn_percent = 125 where code = 'SILVER'");
    }
  });
});

describe('GET /account/buyer/member-level', () => {
  it('a new buyer is Bronze with Silver next, nothing spent yet', async () => {
    const buyer = await registerBuyer(api);
    const res = await api.get(LEVEL, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      level: { code: 'BRONZE', earnPercent: 100 },
      nextLevel: { code: 'SILVER', minSpendCent: 50_000 },
      spendCent: 0,
      toNextCent: 50_000,
      progress: 0,
      currency: 'USD',
    });
  });

  it('paid orders count towards the next level, and a higher level earns at its rate', async () => {
    const [item] = await orderItems(api, 1, 142);
    await setStock(api, item!.itemId, 50);
    const buyer = await registerBuyer(api);
    const first = await paidOrder(buyer.token, item!);
    expect(first.pointsEarned).toBe(Math.floor(first.totalCent / 100));
    const bronze = (await api.get(LEVEL, { token: buyer.token })).body.data;
    expect(bronze).toMatchObject({ level: { code: 'BRONZE' }, spendCent: first.totalCent, toNextCent: 50_000 - first.totalCent });
    expect(bronze.progress).toBeCloseTo(first.totalCent / 50_000, 2);

    // Earlier spend on the books (an order of $600): Silver, Gold next.
    await api.database.query('update shop_order set total_cent = 60000 where order_no = $1', [first.orderNo]);
    const silver = (await api.get(LEVEL, { token: buyer.token })).body.data;
    expect(silver).toMatchObject({ level: { code: 'SILVER', earnPercent: 125 }, nextLevel: { code: 'GOLD' }, spendCent: 60_000, toNextCent: 90_000 });
    expect(silver.progress).toBeCloseTo(10_000 / 100_000, 3);
    const second = await paidOrder(buyer.token, item!);
    expect(second.pointsEarned).toBe(Math.floor((second.totalCent * 125) / 10_000));
    expect(second.pointsEarned).toBeGreaterThan(Math.floor(second.totalCent / 100));
  });

  it('the top level has no next one and full progress', async () => {
    const [item] = await orderItems(api, 1, 143);
    const buyer = await registerBuyer(api);
    const order = await paidOrder(buyer.token, item!);
    await api.database.query('update shop_order set total_cent = $2 where order_no = $1', [order.orderNo, LEVEL_SEEDS[3]!.minSpendCent + 1]);
    expect((await api.get(LEVEL, { token: buyer.token })).body.data).toMatchObject({ level: { code: 'PLATINUM' }, nextLevel: null, toNextCent: 0, progress: 1 });
  });

  it('unpaid and failed orders do not count; another buyer\'s spend is not mine', async () => {
    const [item] = await orderItems(api, 1, 144);
    const buyer = await registerBuyer(api);
    const other = await registerBuyer(api);
    const order = await paidOrder(other.token, item!);
    await api.database.query('update shop_order set total_cent = 900000 where order_no = $1', [order.orderNo]);
    await signedInCart(api, buyer.token, [line(item!, 1)]);
    expect((await place(api, orderBody(undefined, { method: 'payPal' }), { token: buyer.token })).status).toBe(200);
    expect((await api.get(LEVEL, { token: buyer.token, query: { accountId: other.accountId } })).body.data).toMatchObject({ level: { code: 'BRONZE' }, spendCent: 0 });
    expect((await api.get(LEVEL, { token: other.token })).body.data.level.code).toBe('PLATINUM');
  });

  it('needs a token', async () => {
    expect((await api.get(LEVEL)).status).toBe(401);
  });
});

describe('GET /account/buyer/member-points/reminder', () => {
  it('says what the balance is worth at checkout, in whole steps', async () => {
    const buyer = await registerBuyer(api);
    await api.database.query(`insert into member_points (account_id, points, status, kind, description) values ($1, 1150, 'AVAILABLE', 'ORDER', 'Earned'), ($1, 40, 'PENDING', 'ORDER', 'On its way')`, [
      buyer.accountId,
    ]);
    const res = await api.get(REMINDER, { token: buyer.token, shopId: 2023 });
    expect(res.body.data).toEqual({
      kind: 'REDEEMABLE',
      points: 1250,
      pendingPoints: 40,
      redeemablePoints: 1200,
      redeemableCent: 1200,
      pointsToNextStep: 50,
      pointsStep: 100,
      centsPer100Points: 100,
      maxShareOfMerchandisePercent: 30,
      currency: 'CAD',
    });
  });

  it('under one step it counts what is missing', async () => {
    const buyer = await registerBuyer(api);
    await api.database.query(`insert into member_points (account_id, points, status, kind, description) values ($1, -40, 'AVAILABLE', 'ORDER_REDEEM', 'Used')`, [buyer.accountId]);
    expect((await api.get(REMINDER, { token: buyer.token })).body.data).toMatchObject({ kind: 'COLLECTING', points: 60, redeemablePoints: 0, redeemableCent: 0, pointsToNextStep: 40 });
  });

  it('needs a token', async () => {
    expect((await api.get(REMINDER)).status).toBe(401);
  });
});
