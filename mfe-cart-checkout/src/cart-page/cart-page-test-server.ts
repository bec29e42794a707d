import { BUYING_API, visitorKey, type CartLine, type Quote, type QuoteRequest } from '@axlebay/shared-lib';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { CART_API, lineKey, type CartChangeBody } from '../cart/cart-api';
import { aQuote, aQuoteLine, STANDARD } from '../quote/quote-fixture';

/** Tests only: a cart line as the API answers it. */
export function aLine(skuId: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    itemId: skuId * 10,
    skuId,
    itemType: 'NORMAL',
    bundleId: null,
    itemCount: 1,
    status: 'ON_SHELVES',
    title: `Part ${skuId}`,
    urlHandle: `part-${skuId}`,
    partNumber: `PN-${skuId}`,
    priceCent: 1000,
    originalPriceCent: 1000,
    currency: 'USD',
    availableTotal: 50,
    ...overrides,
  };
}

/**
 * Tests only: the cart API (one guest cart `g1`, absolute UPDATE counts capped at the stock, DELETE,
 * answers newest change first like the API) and a calculator pricing purchasable lines the way the
 * contract says. `SAVE10` takes $1.00 off; any other code answers a notice.
 */
export function cartPageServer(initial: CartLine[], options: { addOns?: unknown; addOnsFail?: boolean; ping?: () => unknown; quote?: (quote: Quote) => Quote } = {}) {
  let lines = initial.map((l) => ({ ...l }));
  let tick = 0;
  const catalog = new Map(initial.map((l) => [l.skuId, l]));
  const reply = () => ({ cartUUID: 'g1', items: lines.map((l) => ({ ...l })) });
  const quoteOf = (request: QuoteRequest): Quote => {
    const isBuyable = (l: CartLine) => l.status === 'ON_SHELVES' && l.itemCount <= (l.availableTotal ?? 999);
    const buyable = lines.filter(isBuyable);
    const subtotal = buyable.reduce((s, l) => s + (l.priceCent ?? 0) * l.itemCount, 0);
    const original = buyable.reduce((s, l) => s + (l.originalPriceCent ?? l.priceCent ?? 0) * l.itemCount, 0);
    const coupon = request.couponCode;
    const discount = coupon === 'SAVE10' ? 100 : 0;
    const shipping = subtotal - discount >= 4900 ? 0 : 799;
    return aQuote({
      lines: lines.map((l) =>
        aQuoteLine({
          itemId: l.itemId,
          skuId: l.skuId,
          itemType: l.itemType,
          bundleId: l.bundleId ?? null,
          itemCount: l.itemCount,
          title: l.title ?? '',
          partNumber: l.partNumber ?? '',
          urlHandle: l.urlHandle ?? '',
          status: l.status,
          purchasable: isBuyable(l),
          unitOriginalCent: l.originalPriceCent ?? 0,
          unitPriceCent: l.priceCent ?? 0,
          lineTotalCent: (l.priceCent ?? 0) * l.itemCount,
          reasons: isBuyable(l) ? [] : l.status === 'ON_SHELVES' ? [`Only ${l.availableTotal} items left in stock`] : ['This item is sold out'],
        }),
      ),
      itemCount: buyable.reduce((s, l) => s + l.itemCount, 0),
      originalSubtotalCent: original,
      subtotalCent: subtotal,
      savingsCent: original - subtotal + discount,
      discounts: discount ? [{ type: 'COUPON', code: 'SAVE10', label: 'SAVE10: $1.00 off', amountCent: discount }] : [],
      discountCent: discount,
      shippingCent: shipping,
      shippingOptions: [{ ...STANDARD, free: shipping === 0, priceCent: shipping }],
      totalCent: subtotal - discount + shipping,
      notices: coupon && coupon !== 'SAVE10' ? [{ field: 'couponCode', message: `The code ${coupon} has expired` }] : [],
    });
  };
  const scripted = scriptedApi({
    [`GET ${CART_API}`]: reply,
    [`POST ${CART_API}`]: (raw: unknown) => {
      const body = raw as CartChangeBody;
      for (const item of body.items) {
        const at = lines.findIndex((l) => lineKey(l) === lineKey(item));
        if (body.action === 'DELETE') {
          if (at >= 0) lines.splice(at, 1);
          continue;
        }
        const base = at >= 0 ? lines[at]! : { ...(catalog.get(item.skuId) ?? aLine(item.skuId)), carModel: item.carModel ?? null };
        const changed = { ...base, itemCount: Math.min(item.itemCount!, base.availableTotal ?? 999), gmtModified: `2026-11-23T10:00:${String(++tick).padStart(2, '0')}Z` };
        // Like the API: the changed line comes first (newest change first).
        if (at >= 0) lines.splice(at, 1);
        lines = [changed, ...lines];
      }
      return { ...reply(), errors: [] };
    },
    [`POST ${BUYING_API.quote}`]: (body: unknown) => (options.quote ?? ((q: Quote) => q))(quoteOf(body as QuoteRequest)),
    [`GET ${BUYING_API.discountNotice}`]: options.addOnsFail ? new Error('notice down') : (options.addOns ?? { items: [] }),
    [`GET ${BUYING_API.areaAutoComplete}`]: (params: unknown) => {
      const keyword = String((params as { keyword?: string }).keyword ?? '');
      const places = [
        { placeId: 'p1', text: 'New York, NY 10001', postalCode: '10001', city: 'New York', state: 'NY', country: 'US' },
        { placeId: 'p2', text: 'Ottawa, ON K1A 0B1', postalCode: 'K1A 0B1', city: 'Ottawa', state: 'ON', country: 'CA' },
      ];
      return places.filter((p) => p.postalCode === keyword);
    },
    // The page pings with the browser's visitor key (the one the API client sends).
    [`GET ${BUYING_API.cartPing(visitorKey(), 'g1')}`]: () => options.ping?.() ?? { count: lines.reduce((s, l) => s + l.itemCount, 0) },
  });
  return { ...scripted, lines: () => lines, setLines: (next: CartLine[]) => void (lines = next) };
}
