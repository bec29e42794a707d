import { mergedCount, notPurchasableMessage, parseCartUuid, underStockMessage } from './cart-rules';

describe('cart rules', () => {
  it('says "item" for one and "items" for more (spec §8)', () => {
    expect(underStockMessage(1)).toBe('Only 1 item left in stock');
    expect(underStockMessage(2)).toBe('Only 2 items left in stock');
    expect(underStockMessage(37)).toBe('Only 37 items left in stock');
  });

  it('adds merged counts up to the stock, never lowering a count a line had, at most 999', () => {
    expect(mergedCount(2, 3, 100)).toBe(5);
    expect(mergedCount(4, 5, 7)).toBe(7);
    expect(mergedCount(8, 1, 6)).toBe(8); // already over stock: left as it was
    expect(mergedCount(1, 3, 0)).toBe(3);
    expect(mergedCount(900, 900, 5000)).toBe(999);
  });

  it('reads cart UUIDs: absent, lower-cased, or malformed (null)', () => {
    expect(parseCartUuid(undefined)).toBeUndefined();
    expect(parseCartUuid(null)).toBeUndefined();
    expect(parseCartUuid('  ')).toBeUndefined();
    expect(parseCartUuid(' 0B6F1C2E-3D4A-4B5C-8D9E-0F1A2B3C4D5E ')).toBe('0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(parseCartUuid('0b6f1c2e3d4a4b5c8d9e0f1a2b3c4d5e')).toBeNull();
  });

  it('explains each not-purchasable status', () => {
    expect(notPurchasableMessage('SOLD_OUT')).toBe('This item is sold out');
    expect(notPurchasableMessage('OFF_SHELVES')).toBe('This item is not sold in this shop at the moment');
    expect(notPurchasableMessage('SOMETHING_NEW')).toBe('This item cannot be bought at the moment');
  });
});
