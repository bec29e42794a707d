import { registerBuyer } from '../accounts/account-test-helpers';
import { line, purchasable, type TestItem } from '../cart/cart-test-helpers';
import { mintDynamicCode } from '../pricing/dynamic-code';
import { addPoints, buyerWithCart, cartOf, insertOrder, pointsOf } from '../pricing/pricing-test-helpers';
import { shopCoupons } from '../pricing/coupons';
import { startTestApi, type TestApi } from '../test-support/test-api';

const MEMBER = '/promotion/public/promotion/calculator/discount/member';
const REDEEM_INFO = '/promotion/public/promotion/calculator/discount/redeem';
const REDEEM = '/promotion/public/promotion/redeem';
const COUPONS = '/promotion/public/promotion/calculator/coupons';
const NOTICE = '/promotion/public/promotion/notice/discount-info';
const DYNAMIC = '/infra/public/buyer/dynamic-promotion-code/calculate';
const GIVEAWAY = '/order/public/inner/promotion/2c/giveaway';

let api: TestApi;
let a: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  [a] = (await purchasable(api, 1, 120)) as [TestItem];
});
afterAll(() => api?.close());

describe('GET discount/member', () => {
  it('tells a guest to sign in for the first-order discount and offers the welcome coupon', async () => {
    const res = await api.get(MEMBER);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      signedIn: false,
      firstOrderDiscount: { available: false, percent: 10, reason: 'Sign in to use' },
      memberCoupon: { code: 'MEMBER5', percent: 5, label: 'MEMBER5: 5% off for members', available: false, reason: 'Sign in to use' },
      welcomeCoupon: { code: 'WELCOME10', percent: 10, label: 'WELCOME10: 10% off your first order', available: true },
      points: 0,
    });
  });

  it("answers a buyer's first-order discount, coupons and AVAILABLE points from the database", async () => {
    const buyer = await registerBuyer(api);
    await addPoints(api, buyer.accountId, 700);
    await addPoints(api, buyer.accountId, 300, 'PENDING');
    const fresh = (await api.get(MEMBER, { token: buyer.token })).body.data;
    expect(fresh).toMatchObject({ signedIn: true, firstOrderDiscount: { available: true, percent: 10 }, memberCoupon: { code: 'MEMBER5', available: true }, welcomeCoupon: { available: true } });
    expect(fresh.points).toBe(await pointsOf(api, buyer.accountId));
    await insertOrder(api, { accountId: buyer.accountId, email: buyer.email, status: 'PAID', usedFirstDiscount: true });
    const after = (await api.get(MEMBER, { token: buyer.token })).body.data;
    expect(after.firstOrderDiscount).toEqual({ available: false, percent: 10, reason: 'Already used' });
    expect(after.welcomeCoupon).toMatchObject({ available: false, reason: 'For a first order only' });
    expect((await api.get(MEMBER, { token: 'expired' })).status).toBe(401);
  });
});

describe('GET discount/redeem', () => {
  it('answers the points and what they are worth (guest: 0)', async () => {
    expect((await api.get(REDEEM_INFO)).body.data).toEqual({ points: 0, pointsStep: 100, centsPer100Points: 100, maxShareOfMerchandisePercent: 30, currency: 'USD' });
    const buyer = await registerBuyer(api);
    await addPoints(api, buyer.accountId, 1234);
    const res = await api.get(REDEEM_INFO, { token: buyer.token, shopId: 2023 });
    expect(res.body.data).toMatchObject({ points: await pointsOf(api, buyer.accountId), currency: 'CAD' });
    expect(res.body.data.points).toBe(1334);
    // Spec §6 account headers are never trusted: only the token says who is signed in.
    const spoofed = await api.get(REDEEM_INFO, { headers: { 'x-account-id': String(buyer.accountId), 'x-customize-account-id': String(buyer.accountId) } });
    expect(spoofed.body.data.points).toBe(0);
    expect((await api.get(MEMBER, { headers: { 'x-account-id': String(buyer.accountId) } })).body.data.signedIn).toBe(false);
  });
});

describe('POST /promotion/public/promotion/redeem', () => {
  it('checks a code without a cart', async () => {
    const guest = (code: string) => api.post(REDEEM, { body: { code } });
    expect((await guest(' welcome10 ')).body.data).toEqual({ code: 'WELCOME10', type: 'guest', percent: 10, label: 'WELCOME10: 10% off your first order', valid: true, message: 'WELCOME10: 10% off your first order' });
    expect((await guest('MORE15')).body.data).toMatchObject({ valid: true, type: 'moreItem', message: 'MORE15: 15% off 3 or more items. Needs 3 or more items in the cart' });
    expect((await guest('MEMBER5')).body.data).toMatchObject({ valid: false, type: 'member', percent: 5, message: 'Sign in to use MEMBER5' });
    expect((await guest('BF2024')).body.data).toMatchObject({ valid: false, type: 'blackFriday', message: 'This code has expired' });
    expect((await guest('NOPE')).body.data).toEqual({ code: 'NOPE', type: null, percent: null, label: null, valid: false, message: 'This code is not valid' });
    const buyer = await registerBuyer(api);
    expect((await api.post(REDEEM, { body: { code: 'member5' }, token: buyer.token })).body.data).toMatchObject({ valid: true, code: 'MEMBER5' });
    await insertOrder(api, { accountId: buyer.accountId, email: buyer.email, status: 'DELIVERED', couponCode: 'ACTION12' });
    expect((await api.post(REDEEM, { body: { code: 'ACTION12' }, token: buyer.token })).body.data).toMatchObject({ valid: false, message: 'You have already used ACTION12' });
    const dyn = mintDynamicCode(7, new Date(Date.now() + 86_400_000));
    expect((await guest(dyn)).body.data).toMatchObject({ valid: true, type: 'dynamic', percent: 7 });
  });

  it('refuses bad input with 400', async () => {
    for (const body of [{}, { code: '' }, { code: 'A\u0000B' }, { code: 'x'.repeat(65) }, { code: { $gt: '' } }, { code: null }]) {
      const res = await api.post(REDEEM, { body });
      expect({ body, status: res.status, field: res.body.fieldErrors?.[0]?.field }).toEqual({ body, status: 400, field: 'code' });
    }
    // The API coerces scalars to the schema's type (app.ts): a number is read as its digits.
    expect((await api.post(REDEEM, { body: { code: 5 } })).body.data).toMatchObject({ code: '5', valid: false, message: 'This code is not valid' });
  });
});

describe('GET calculator/coupons', () => {
  it('lists the active coupons of the shop settings with their conditions', async () => {
    const res = await api.get(COUPONS, { shopId: 2023 });
    expect(res.status).toBe(200);
    const active = shopCoupons(2023).filter((c) => c.active).map((c) => c.code);
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(active);
    expect(active).not.toContain('BF2024');
    expect(res.body.data.find((c: { code: string }) => c.code === 'MORE15')).toEqual({
      code: 'MORE15',
      type: 'moreItem',
      percent: 15,
      label: 'MORE15: 15% off 3 or more items',
      conditions: ['3 or more items in the cart', 'Cannot be combined with another discount code or the first-order discount'],
      signInRequired: false,
      firstOrderOnly: false,
      minItems: 3,
      oncePerCustomer: false,
    });
  });
});

describe('GET notice/discount-info', () => {
  it('answers the spec text and add-on items whose prices are those of the database, none over 60% off', async () => {
    for (const shopId of [2022, 2023] as const) {
      const res = await api.get(NOTICE, { shopId });
      expect(res.status).toBe(200);
      expect(res.body.data.text).toBe('Instantly SAVE up to 60% on Add-on items below');
      const listed = res.body.data.items as { itemId: number; priceCent: number; originalPriceCent: number; percentOff: number; currency: string }[];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThanOrEqual(8);
      const m = shopId === 2023 ? 'ca' : 'us';
      for (const item of listed) {
        const [row] = await api.database.query<{ price: number; original: number; status: string; stock: number; universal: boolean }>(
          `select ${m}_discount_price as price, ${m}_original_price as original, ${m}_status as status, available_total as stock, vehicle_universal as universal from item where id = $1`,
          [item.itemId],
        );
        expect({ priceCent: item.priceCent, originalPriceCent: item.originalPriceCent }).toEqual({ priceCent: row!.price, originalPriceCent: row!.original });
        expect(row).toMatchObject({ status: 'ON_SHELVES', universal: true });
        expect(row!.stock).toBeGreaterThan(0);
        expect(item.priceCent).toBeLessThan(3000);
        expect((row!.original - row!.price) * 100).toBeLessThanOrEqual(60 * row!.original);
        expect(item.percentOff).toBe(Math.floor(((row!.original - row!.price) * 100) / row!.original));
        expect(item.percentOff).toBeGreaterThanOrEqual(10);
        expect(item.currency).toBe(shopId === 2023 ? 'CAD' : 'USD');
      }
      const percents = listed.map((i) => i.percentOff);
      expect([...percents].sort((x, y) => y - x)).toEqual(percents);
    }
  });
});

describe('GET dynamic-promotion-code/calculate', () => {
  it("answers a dynamic code's discount on the cart, or why it gives none", async () => {
    const { uuid } = await cartOf(api, [line(a, 2)]);
    const code = mintDynamicCode(20, new Date(Date.now() + 3 * 86_400_000));
    const res = await api.get(DYNAMIC, { query: { code, cartUUID: uuid } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code, valid: true, percent: 20, discountCent: Math.round((a.usCent * 2 * 20) / 100), subtotalCent: a.usCent * 2, currency: 'USD' });
    const noCart = await api.get(DYNAMIC, { query: { code } });
    expect(noCart.body.data).toMatchObject({ valid: true, discountCent: 0, message: 'Add items to your cart to use this code' });
    const expired = mintDynamicCode(20, new Date(Date.now() - 2 * 86_400_000));
    expect((await api.get(DYNAMIC, { query: { code: expired, cartUUID: uuid } })).body.data).toMatchObject({ valid: false, discountCent: 0, message: 'This code has expired' });
    expect((await api.get(DYNAMIC, { query: { code: code.replace('-20-', '-50-'), cartUUID: uuid } })).body.data).toMatchObject({ valid: false, message: 'This code is not valid' });
    expect((await api.get(DYNAMIC, { query: { code: 'WELCOME10', cartUUID: uuid } })).body.data).toMatchObject({ valid: false, message: 'This code is not valid' });
  });

  it("answers 404 for another shopper's cart and 400 for bad input", async () => {
    const owner = await buyerWithCart(api, [line(a, 1)]);
    const code = mintDynamicCode(10, new Date(Date.now() + 86_400_000));
    const res = await api.get(DYNAMIC, { query: { code, cartUUID: owner.uuid } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This cart does not exist');
    const own = await api.get(DYNAMIC, { query: { code, cartUUID: owner.uuid }, token: owner.token });
    expect(own.body.data.discountCent).toBe(Math.round(a.usCent / 10));
    for (const query of [{}, { code: '' }, { code: 'DYN\u0000' }, { code, cartUUID: 'nope' }, { code: 'x'.repeat(65) }]) {
      expect({ query, status: (await api.get(DYNAMIC, { query })).status }).toEqual({ query, status: 400 });
    }
  });
});

describe('POST 2c/giveaway', () => {
  it('answers that no gift-with-purchase offer is active', async () => {
    const res = await api.post(GIVEAWAY);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ active: false });
    expect((await api.post(GIVEAWAY, { body: {} })).body.data).toEqual({ active: false });
    // An empty body labelled JSON (what an HTTP client may send) is an empty body.
    const labelled = await api.post(GIVEAWAY, { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect({ status: labelled.status, data: labelled.body.data }).toEqual({ status: 200, data: { active: false } });
    expect((await api.post(GIVEAWAY, { rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
