import { cartOf } from '../pricing/pricing-test-helpers';
import { quoteCart } from '../pricing/quote-cart';
import { line, purchasable } from '../cart/cart-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { campaignState, resolveWindow } from './campaign-calendar';
import { findCampaignCoupon } from './campaign-coupon';
import { CAMPAIGN_PATH, UNKNOWN_CAMPAIGN } from './campaign-routes';
import { CAMPAIGN_CACHE_MS, createCampaignStore } from './campaign-store';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const CODES = ['black-friday-cyber-monday-unbeatable-offer', 'sneak-peek', 'amazing-offers-rolling-in'];
const SPEC_FIELDS = ['active', 'countdownPage', 'countdownStartTime', 'countdownEndTime', 'startTime', 'endTime', 'range', 'rangeDetails', 'banners'];

describe(`GET ${CAMPAIGN_PATH}`, () => {
  it('answers both shops’ campaigns with the spec’s fields, the server time and each state at that time', async () => {
    for (const shopId of [2022, 2023] as const) {
      const before = Date.now();
      const res = await api.get(CAMPAIGN_PATH, { shopId });
      expect(res.status).toBe(200);
      const { serverTime, list } = res.body.data;
      expect(serverTime).toBeGreaterThanOrEqual(before);
      expect(serverTime).toBeLessThanOrEqual(Date.now());
      expect(list.map((c: { code: string }) => c.code)).toEqual(CODES);
      for (const c of list) {
        for (const field of SPEC_FIELDS) expect(c).toHaveProperty(field);
        expect(c.route).toBe(`/campaign/${c.code}`);
        expect(c.banners[0]).toMatchObject({ code: 'HERO', value: { desktop: { width: 1200, height: 300 }, mobile: { width: 375, height: 250 } } });
        // The state is the one of the rule at serverTime, not a stored value.
        const w = resolveWindow(c.rangeDetails, serverTime);
        expect(c).toMatchObject({ startTime: w.startTime, endTime: w.endTime, countdownStartTime: w.countdownStartTime, state: campaignState(w, serverTime) });
        expect(c.sections.length).toBeGreaterThan(0);
      }
      const weekly = list.find((c: { code: string }) => c.code === 'amazing-offers-rolling-in');
      expect(weekly.state).toBe('RUNNING');
      expect(weekly.next.startTime).toBe(weekly.endTime + 1);
    }
  });

  it('one campaign by code; unknown code 404; malformed query 400', async () => {
    const one = await api.get(CAMPAIGN_PATH, { query: { code: 'sneak-peek' } });
    expect(one.status).toBe(200);
    expect(one.body.data.campaign).toMatchObject({ code: 'sneak-peek', coupon: { code: 'PEEK15', percent: 15 } });
    expect(typeof one.body.data.serverTime).toBe('number');

    const unknown = await api.get(CAMPAIGN_PATH, { query: { code: 'summer-sale' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(UNKNOWN_CAMPAIGN);

    for (const query of [{ code: 'Sneak Peek!' }, { code: 'x'.repeat(65) }, { code: '-peek' }, { page: 1 }]) {
      const res = await api.get(CAMPAIGN_PATH, { query });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('an inactive campaign is neither listed nor its code accepted', async () => {
    await api.database.query("update campaign set active = false where shop_id = 2023 and code = 'amazing-offers-rolling-in'");
    try {
      const rows = await createCampaignStore(api.database).rows(2023);
      expect(rows.map((r) => r.code)).toEqual(CODES.filter((c) => c !== 'amazing-offers-rolling-in'));
      expect(await findCampaignCoupon(api.database.db, 2023, 'WEEKLY10', new Date())).toBeUndefined();
      expect(await findCampaignCoupon(api.database.db, 2022, 'WEEKLY10', new Date())).toMatchObject({ running: true, percent: 10 });
    } finally {
      await api.database.query("update campaign set active = true where shop_id = 2023 and code = 'amazing-offers-rolling-in'");
    }
  });

  it('is cached 30 s: Cache-Control max-age=30, varying by shop', async () => {
    const res = await api.get(CAMPAIGN_PATH);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('vary')).toMatch(/X-SHOP-ID/);
  });
});

describe('the campaign config cache (30 s)', () => {
  it('serves the same rows for 30 s, then reads the table again', async () => {
    let now = 1_000_000;
    const store = createCampaignStore(api.database, { clock: () => now });
    const first = await store.rows(2022);
    const title = first[0]!.title;
    await api.database.query("update campaign set title = 'Changed title' where shop_id = 2022 and code = $1", [first[0]!.code]);
    try {
      now += CAMPAIGN_CACHE_MS - 1;
      expect((await store.rows(2022))[0]!.title).toBe(title);
      now += 1;
      expect((await store.rows(2022))[0]!.title).toBe('Changed title');
    } finally {
      await api.database.query('update campaign set title = $1 where shop_id = 2022 and code = $2', [title, first[0]!.code]);
    }
  });

  it('the route answers from the cache: a change shows only after it expires', async () => {
    const before = (await api.get(CAMPAIGN_PATH, { query: { code: 'sneak-peek' } })).body.data.campaign.title;
    await api.database.query("update campaign set title = 'Not yet' where shop_id = 2022 and code = 'sneak-peek'");
    try {
      expect((await api.get(CAMPAIGN_PATH, { query: { code: 'sneak-peek' } })).body.data.campaign.title).toBe(before);
    } finally {
      await api.database.query('update campaign set title = $1 where shop_id = 2022 and code = $2', [before, 'sneak-peek']);
    }
  });
});

describe('campaign coupons at checkout (the quote)', () => {
  const bfcmWindow = async (shopId: 2022 | 2023) => {
    const [row] = await api.database.query<{ range_details: Parameters<typeof resolveWindow>[0] }>(
      "select range_details from campaign where shop_id = $1 and code = 'black-friday-cyber-monday-unbeatable-offer'",
      [shopId],
    );
    return resolveWindow(row!.range_details, Date.parse('2026-11-26T16:00:00Z'));
  };

  it('BFCM25 gives 25% from the first ms of Black Friday to the last of Cyber Monday, in both shops', async () => {
    const [item] = await purchasable(api, 1, 7);
    for (const shopId of [2022, 2023] as const) {
      const w = await bfcmWindow(shopId);
      const { cartId } = await cartOf(api, [line(item!, 2)]);
      const quote = (today: number, code = 'bfcm25') => quoteCart(api.database.db, { shopId, cartId, couponCode: code, today: new Date(today) });

      const early = await quote(w.startTime - 1);
      expect(early.discountCent).toBe(0);
      expect(early.notices.find((n) => n.field === 'couponCode')?.message).toMatch(/^BFCM25 can be used from Nov 27, 2026, 12:00\sAM EST$/);

      for (const at of [w.startTime, w.endTime]) {
        const q = await quote(at);
        expect(q.discountCent).toBe(Math.round(q.subtotalCent * 0.25));
        expect(q.discounts[0]).toMatchObject({ type: 'COUPON', code: 'BFCM25', amountCent: q.discountCent });
      }

      const late = await quote(w.endTime + 1);
      expect(late.discountCent).toBe(0);
      expect(late.notices.find((n) => n.field === 'couponCode')?.message).toBe('BFCM25 has ended: the Black Friday & Cyber Monday Unbeatable Offer campaign is over');
    }
  });

  it('the weekly code works any day; the code check endpoint agrees with the campaign', async () => {
    const [item] = await purchasable(api, 1, 8);
    const { cartId } = await cartOf(api, [line(item!, 1)]);
    const q = await quoteCart(api.database.db, { shopId: 2022, cartId, couponCode: 'WEEKLY10', today: new Date() });
    expect(q.discountCent).toBe(Math.round(q.subtotalCent * 0.1));

    const campaigns = (await api.get(CAMPAIGN_PATH)).body.data.list as Array<{ coupon: { code: string }; state: string }>;
    for (const c of campaigns) {
      const res = await api.post('/promotion/public/promotion/redeem', { body: { code: c.coupon.code } });
      expect(res.status).toBe(200);
      expect(res.body.data.valid).toBe(c.state === 'RUNNING');
    }
  });
});
