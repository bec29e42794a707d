import { line, purchasable, type TestItem } from '../cart/cart-test-helpers';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { bundleLine, cartOf, emptyCartId, pricesOf, purchasableBundle, quote, rawLine } from './pricing-test-helpers';

let api: TestApi;
let a: TestItem;
let b: TestItem;
let c: TestItem;
beforeAll(async () => {
  api = await startTestApi();
  [a, b, c] = (await purchasable(api, 3, 40)) as [TestItem, TestItem, TestItem];
});
afterAll(() => api?.close());

describe('quoteCart: lines and subtotals', () => {
  it('prices each line from the database in the market of the shop (US, then Canada)', async () => {
    const { cartId } = await cartOf(api, [line(a, 2), line(b, 1)]);
    const pa = await pricesOf(api, a.itemId);
    const pb = await pricesOf(api, b.itemId);
    const us = await quote(api, { shopId: 2022, cartId });
    expect(us.currency).toBe('USD');
    expect(us.itemCount).toBe(3);
    expect(us.subtotalCent).toBe(pa.usPrice * 2 + pb.usPrice);
    expect(us.originalSubtotalCent).toBe(pa.usOriginal * 2 + pb.usOriginal);
    expect(us.savingsCent).toBe(us.originalSubtotalCent - us.subtotalCent);
    const lineA = us.lines.find((l) => l.itemId === a.itemId)!;
    expect(lineA).toMatchObject({ unitPriceCent: pa.usPrice, unitOriginalCent: pa.usOriginal, partNumber: pa.partNumber, purchasable: true, lineDiscountCent: 0, lineTotalCent: pa.usPrice * 2 });
    const ca = await quote(api, { shopId: 2023, cartId });
    expect(ca.currency).toBe('CAD');
    expect(ca.subtotalCent).toBe(pa.caPrice * 2 + pb.caPrice);
    expect(ca.totalCent).toBe(ca.subtotalCent + ca.shippingCent);
  });

  it('lists lines that cannot be bought and leaves them out of every total', async () => {
    const { cartId } = await cartOf(api, [line(a, 1)]);
    const soldOut = (await api.database.query<TestItem>(`select id::int as "itemId", sku_id::int as "skuId" from item where us_status = 'SOLD_OUT' order by id limit 1`))[0]!;
    await rawLine(api, cartId, soldOut, 1);
    await rawLine(api, cartId, b, b.availableTotal + 1);
    const q = await quote(api, { shopId: 2022, cartId });
    const pa = await pricesOf(api, a.itemId);
    expect(q.lines).toHaveLength(3);
    expect(q.lines.filter((l) => !l.purchasable).map((l) => l.itemId).sort()).toEqual([soldOut.itemId, b.itemId].sort());
    expect(q.lines.find((l) => l.itemId === b.itemId)!.reasons).toContain(`Only ${b.availableTotal} items left in stock`);
    expect(q.lines.find((l) => l.itemId === soldOut.itemId)!.reasons).toContain('This item is sold out');
    expect(q.subtotalCent).toBe(pa.usPrice);
    expect(q.itemCount).toBe(1);
    expect(q.notices).toContainEqual({ field: 'items', message: '2 items in your cart cannot be bought right now and are not counted' });
  });

  it('answers a line whose item is gone as DELETED, not purchasable', async () => {
    const cartId = await emptyCartId(api);
    await rawLine(api, cartId, { itemId: 999_999_999, skuId: 999_999_999 }, 1);
    const q = await quote(api, { shopId: 2022, cartId });
    expect(q.lines[0]).toMatchObject({ status: 'DELETED', purchasable: false, unitPriceCent: 0 });
    expect(q.totalCent).toBe(0);
  });

  it('answers an empty quote without a cart', async () => {
    const q = await quote(api, { shopId: 2022 });
    expect(q).toMatchObject({ lines: [], itemCount: 0, subtotalCent: 0, discountCent: 0, shippingCent: 0, taxCent: 0, totalCent: 0, taxLabel: 'Tax calculated at checkout' });
    expect(q.shippingOptions.map((o) => o.code)).toEqual(['STANDARD', 'EXPEDITED', 'EXPRESS']);
  });

  it('prices a bundle line at the bundle percent off the market price, rounded to the cent', async () => {
    const bundle = await purchasableBundle(api);
    const [x, y] = bundle.items as [TestItem, TestItem];
    const { cartId } = await cartOf(api, [bundleLine(x, 1, bundle.bundleId), bundleLine(y, 2, bundle.bundleId)]);
    for (const shopId of [2022, 2023] as const) {
      const q = await quote(api, { shopId, cartId });
      const px = await pricesOf(api, x.itemId);
      const py = await pricesOf(api, y.itemId);
      const market = (p: typeof px) => (shopId === 2022 ? p.usPrice : p.caPrice);
      const lx = q.lines.find((l) => l.itemId === x.itemId)!;
      expect(lx.unitPriceCent).toBe(market(px) - Math.round((market(px) * bundle.percent) / 100));
      expect(lx.unitOriginalCent).toBe(shopId === 2022 ? px.usOriginal : px.caOriginal);
      expect(lx.reasons).toContain(`Bundle: ${bundle.percent}% off`);
      expect(lx.bundleId).toBe(bundle.bundleId);
      const ly = q.lines.find((l) => l.itemId === y.itemId)!;
      expect(q.subtotalCent).toBe(lx.unitPriceCent + ly.unitPriceCent * 2);
      expect(q.savingsCent).toBe(q.originalSubtotalCent - q.subtotalCent);
      expect(q.savingsCent).toBeGreaterThan(0);
    }
  });
});
