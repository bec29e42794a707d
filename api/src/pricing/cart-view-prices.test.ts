import { line, purchasable, readCart, type TestItem } from '../cart/cart-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { bundleLine, cartOf, purchasableBundle, quote } from './pricing-test-helpers';

/** The cart's line prices (api/src/cart/cart-view.ts) agree with the quote: one price for one line. */
let api: TestApi;
let a: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  [a] = (await purchasable(api, 1, 60)) as [TestItem];
});
afterAll(() => api?.close());

describe('cart lines: original price, part number, bundle price', () => {
  it('answers originalPriceCent and partNumber of the market', async () => {
    const uuid = (await cartOf(api, [line(a, 1)])).uuid;
    const us = (await readCart(api, uuid)).body.data.items[0];
    expect(us).toMatchObject({ priceCent: a.usCent, originalPriceCent: a.usOriginalCent, partNumber: a.partNumber, currency: 'USD' });
    const ca = (await readCart(api, uuid, { shopId: 2023 })).body.data.items[0];
    expect(ca).toMatchObject({ priceCent: a.caCent, originalPriceCent: a.caOriginalCent, partNumber: a.partNumber, currency: 'CAD' });
  });

  it('answers a bundle line at the bundle price, the same unit price as the quote', async () => {
    const bundle = await purchasableBundle(api, 1);
    const [x, y] = bundle.items as [TestItem, TestItem];
    const { uuid, cartId } = await cartOf(api, [bundleLine(x, 1, bundle.bundleId), bundleLine(y, 1, bundle.bundleId), line(x, 1)]);
    for (const shopId of [2022, 2023] as const) {
      const cart = (await readCart(api, uuid, { shopId })).body.data.items as { itemId: number; bundleId: number | null; priceCent: number }[];
      const q = await quote(api, { shopId, cartId });
      const market = (i: TestItem) => (shopId === 2022 ? i.usCent : i.caCent);
      const inBundle = cart.find((l) => l.itemId === x.itemId && l.bundleId === bundle.bundleId)!;
      expect(inBundle.priceCent).toBe(market(x) - Math.round((market(x) * bundle.percent) / 100));
      expect(cart.find((l) => l.itemId === x.itemId && l.bundleId === null)!.priceCent).toBe(market(x));
      for (const l of cart) {
        expect(q.lines.find((ql) => ql.skuId === (l as any).skuId && ql.bundleId === l.bundleId)!.unitPriceCent).toBe(l.priceCent);
      }
    }
  });
});
