import { describe, expect, it } from '@jest/globals';
import { memoryPersistedState } from '@axlebay/shared-lib/testing';
import { addRecentlyViewed, parseRecentlyViewed, recentlyViewedStore, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_SLOT, type RecentItem } from './recently-viewed';

const item = (id: number, viewedAt = id, shopId = 2022): RecentItem => ({
  id,
  title: `Part ${id}`,
  urlHandle: `part-${id}`,
  brand: null,
  mainImage: { url: `http://api.test/item/public/image/item/${id}/0.svg`, size: '1600x1600' },
  discountPrice: { cent: 1000, currency: 'USD' },
  originalPrice: { cent: 2000, currency: 'USD' },
  currency: 'USD',
  status: 'ON_SHELVES',
  ratingValue: 4.5,
  reviewCount: 3,
  vehicleUniversal: false,
  partNumber: `P-${id}`,
  shopId,
  viewedAt,
});

const ids = (list: RecentItem[]) => list.map((i) => i.id);

describe('recently viewed', () => {
  it('puts the newest visit first', () => {
    let list: RecentItem[] = [];
    for (const id of [1, 2, 3]) list = addRecentlyViewed(list, item(id));
    expect(ids(list)).toEqual([3, 2, 1]);
  });

  it('keeps one entry per item: a second visit moves it to the front with the new data', () => {
    let list = [item(3), item(2), item(1)];
    list = addRecentlyViewed(list, { ...item(1, 99), title: 'Renamed' });
    expect(ids(list)).toEqual([1, 3, 2]);
    expect(list[0]!.title).toBe('Renamed');
  });

  it('keeps the last 10 (spec §9)', () => {
    expect(RECENTLY_VIEWED_MAX).toBe(10);
    let list: RecentItem[] = [];
    for (let id = 1; id <= 12; id++) list = addRecentlyViewed(list, item(id));
    expect(ids(list)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('reads a stored list defensively: drops malformed and repeated entries, orders newest first, caps at 10', () => {
    const stored = [item(1, 20), { id: 'x' }, null, item(2, 30), item(1, 5), { ...item(4), urlHandle: '' }, ...Array.from({ length: 12 }, (_, k) => item(100 + k, k))];
    const list = parseRecentlyViewed(stored);
    expect(list).toHaveLength(10);
    expect(ids(list).slice(0, 3)).toEqual([2, 1, 111]);
    expect(ids(list).filter((id) => id === 1)).toEqual([1]);
    expect(ids(list)).not.toContain(100);
    expect(parseRecentlyViewed(undefined)).toEqual([]);
    expect(parseRecentlyViewed({ not: 'a list' })).toEqual([]);
  });

  it('stores the list in the catalog.recentlyViewed slot and shows each shop its own entries', () => {
    const persisted = memoryPersistedState();
    const store = recentlyViewedStore(persisted);
    store.record(item(1, 1, 2022));
    store.record(item(2, 2, 2023));
    store.record(item(3, 3, 2022));
    expect(ids(persisted.slot<RecentItem[]>(RECENTLY_VIEWED_SLOT).read()!)).toEqual([3, 2, 1]);
    expect(ids(store.forShop(2022))).toEqual([3, 1]);
    expect(ids(store.forShop(2023))).toEqual([2]);
    store.clear();
    expect(persisted.slot(RECENTLY_VIEWED_SLOT).read()).toBeUndefined();
  });
});
