import type { PersistedStateService } from '@axlebay/shared-lib';
import type { ApiItemSummary, ItemDetail } from '../product/api';

/** The slot in the shell's encrypted persisted state (spec §9 "Local state persisted … with encryption"). */
export const RECENTLY_VIEWED_SLOT = 'catalog.recentlyViewed';
/** Spec §9: recently viewed 10. */
export const RECENTLY_VIEWED_MAX = 10;

/**
 * One product page the shopper opened: enough to show its card without asking the API again.
 * Prices are those of the visit, in the shop (`shopId`) it was seen in.
 */
export interface RecentItem extends Omit<ApiItemSummary, 'mainImage'> {
  mainImage: { url: string; size?: string | null } | null;
  shopId: number;
  /** Epoch milliseconds of the visit. */
  viewedAt: number;
}

/** The entry for a product page visit. The main image is the one marked main, else the first. */
export function recentItemOf(item: ItemDetail, shopId: number, viewedAt: number): RecentItem {
  const images = item.itemImages ?? [];
  const main = images.find((i) => i.isMain) ?? images[0];
  const currency = item.currency ?? item.discountPrice.currency ?? 'USD';
  return {
    id: item.id,
    title: item.title,
    urlHandle: item.urlHandle,
    brand: item.brand ? { id: item.brand.id, name: item.brand.name, urlHandle: item.brand.urlHandle } : null,
    mainImage: main ? { url: main.url, size: main.size ?? null } : null,
    discountPrice: { cent: item.discountPrice.cent, currency },
    originalPrice: { cent: item.originalPrice.cent, currency },
    currency,
    status: item.status,
    ratingValue: item.reviewInfo?.retingValue ?? item.ratingValue ?? 0,
    reviewCount: item.reviewInfo?.reviewCount ?? item.reviewCount ?? 0,
    vehicleUniversal: item.vehicleUniversal,
    partNumber: item.partNumber,
    skuId: item.skuId,
    shopId,
    viewedAt,
  };
}

/** The list after a visit: the item first, any earlier visit of it removed, at most `max` entries. */
export function addRecentlyViewed(list: readonly RecentItem[], item: RecentItem, max = RECENTLY_VIEWED_MAX): RecentItem[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, Math.max(0, max));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrice = (v: unknown) => isObject(v) && typeof v.cent === 'number' && Number.isFinite(v.cent);
const isImage = (v: unknown) => v === null || (isObject(v) && typeof v.url === 'string');

/** Whether a stored value is a usable entry (the stored state may be from an older release). */
export function isRecentItem(value: unknown): value is RecentItem {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.urlHandle === 'string' &&
    value.urlHandle !== '' &&
    typeof value.currency === 'string' &&
    typeof value.shopId === 'number' &&
    typeof value.viewedAt === 'number' &&
    isPrice(value.discountPrice) &&
    isPrice(value.originalPrice) &&
    isImage(value.mainImage ?? null)
  );
}

/** The stored list, newest first: invalid or repeated entries dropped, capped at `max`. */
export function parseRecentlyViewed(value: unknown, max = RECENTLY_VIEWED_MAX): RecentItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: RecentItem[] = [];
  for (const entry of value) {
    if (!isRecentItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    list.push(entry);
  }
  return list.sort((a, b) => b.viewedAt - a.viewedAt).slice(0, max);
}

/** Reads and records visits in the persisted slot. */
export function recentlyViewedStore(persisted: PersistedStateService) {
  const slot = persisted.slot<RecentItem[]>(RECENTLY_VIEWED_SLOT);
  const read = () => parseRecentlyViewed(slot.read());
  return {
    read,
    /** The entries seen in this shop (prices there are in its currency). */
    forShop: (shopId: number) => read().filter((entry) => entry.shopId === shopId),
    record(item: RecentItem) {
      const next = addRecentlyViewed(read(), item);
      slot.write(next);
      return next;
    },
    clear: () => slot.write(undefined),
  };
}
