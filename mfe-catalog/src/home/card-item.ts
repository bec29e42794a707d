import type { ComponentProps } from 'react';
import type { ItemCard } from '../results/ItemCard';
import type { ApiItemSummary } from '../product/api';

/** What `ItemCard` takes. */
export type CardItem = ComponentProps<typeof ItemCard>['item'];

/**
 * An API list item (or a recently viewed entry) → an `ItemCard` item. `mainImage` stays the image
 * entry (url + declared size): the card applies the spec §5 rules itself.
 */
export function toCardItem(item: ApiItemSummary): CardItem {
  const image = item.mainImage;
  const mainImage = !image ? null : typeof image === 'string' ? { url: image } : { url: image.url, ...(image.size ? { size: image.size } : {}), ...(image.title ? { title: image.title } : {}) };
  return {
    id: item.id,
    title: item.title,
    urlHandle: item.urlHandle,
    brand: item.brand ? { id: item.brand.id, name: item.brand.name, urlHandle: item.brand.urlHandle } : null,
    mainImage,
    discountPrice: { cent: item.discountPrice.cent, currency: item.discountPrice.currency ?? item.currency },
    originalPrice: { cent: item.originalPrice.cent, currency: item.originalPrice.currency ?? item.currency },
    currency: item.currency,
    status: item.status,
    reviewCount: item.reviewCount,
    ratingValue: item.ratingValue,
    vehicleUniversal: item.vehicleUniversal,
    partNumber: item.partNumber,
    skuId: item.skuId ?? 0,
    ...(item.availableTotal !== undefined ? { availableTotal: item.availableTotal } : {}),
  };
}
