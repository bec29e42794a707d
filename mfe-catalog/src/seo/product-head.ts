import { priceToCents, productJsonLd, type BreadcrumbItem, type PageHead } from '@axlebay/shared-lib';
import { galleryMedia } from '../media/MediaGallery';
import type { ApiPrice, ItemDetail } from '../product/api';
import { ratingOf } from '../product/rating';
import { breadcrumbLd } from './breadcrumb-json-ld';

/** The item's pictures, main image first (the gallery's order); videos are not images. */
export function imageUrls(item: Pick<ItemDetail, 'itemImages'>): string[] {
  return galleryMedia(item.itemImages, undefined).map((m) => m.url);
}

function cents(price: ApiPrice | undefined): number {
  try {
    return price ? priceToCents({ ...price, currency: price.currency ?? '' }) : NaN;
  } catch {
    return NaN;
  }
}

/**
 * The product page's head: title and description from the item's SEO data, og:type product, its
 * main image, and JSON-LD Product (offer in the market's currency, rating only with reviews) and
 * BreadcrumbList. `path` is the page's own pathname: URLs stay root-relative and the page head makes
 * them absolute against the canonical origin, so the head is the same on the server and in the browser.
 */
export function productPageHead(
  item: ItemDetail,
  page: { name: string; path: string; breadcrumb: readonly BreadcrumbItem[]; currency: 'USD' | 'CAD' },
): PageHead {
  const images = imageUrls(item);
  const { rating, count, best } = ratingOf(item.reviewInfo ?? { retingValue: item.ratingValue, reviewCount: item.reviewCount });
  return {
    title: item.seo?.title || page.name,
    description: item.seo?.description || undefined,
    type: 'product',
    ...(images[0] ? { image: images[0] } : {}),
    jsonLd: [
      productJsonLd({
        name: item.title || page.name,
        partNumber: item.partNumber,
        brand: item.brand?.name,
        images,
        description: item.detailContent || item.subTitle || item.seo?.description,
        url: page.path,
        priceCents: cents(item.discountPrice),
        currency: page.currency,
        status: item.status,
        availableTotal: item.availableTotal,
        condition: item.itemCondition,
        ratingValue: rating,
        reviewCount: count,
        bestRating: best,
      }),
      breadcrumbLd(page.breadcrumb),
    ],
  };
}
