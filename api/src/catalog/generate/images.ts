import { chance, intBetween, type Rng } from './random';

/**
 * Spec §3 itemImages / additionalVideos entry. `size` is "WxH" so the storefront can apply spec §5.
 * The generated catalog declares images only, each drawn by the API (catalog/images); it has no
 * videos (none can be made or hosted here): additionalVideos is empty, additionalVideoCoverUrl ''.
 */
export interface MediaEntry {
  index: number;
  isMain: boolean;
  mediaType: 'IMAGE' | 'VIDEO';
  url: string;
  title: string;
  description: string;
  size?: string;
}

export const IMAGE_VIEWS = ['Front view', 'Side view', 'Detail', 'Installed', 'In the box', 'Dimensions'] as const;

/** The API renders every item image as SVG at this path (see catalog/images). */
export const itemImagePath = (itemId: number, name: string | number) => `/item/public/image/item/${itemId}/${name}.svg`;

/**
 * 3–6 images. Sizes are mostly 1600×1600; about 2% of items declare an oversized (> 6000) or an
 * unparsable size, so the storefront's fallback-to-original rule (spec §5) gets exercised.
 */
export function generateImages(rng: Rng, itemId: number, publicUrl: string): MediaEntry[] {
  const count = intBetween(rng, 3, 6);
  const odd = rng();
  const images: MediaEntry[] = [];
  for (let index = 0; index < count; index++) {
    let size = index === 0 || chance(rng, 0.7) ? '1600x1600' : '1200x900';
    if (index === 1 && odd < 0.012) size = '8000x8000';
    else if (index === 1 && odd < 0.02) size = 'unknown';
    const view = IMAGE_VIEWS[index]!;
    images.push({
      index,
      isMain: index === 0,
      mediaType: 'IMAGE',
      url: publicUrl + itemImagePath(itemId, index),
      title: view,
      description: '',
      size,
    });
  }
  return images;
}
