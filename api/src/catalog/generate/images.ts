import { chance, intBetween, type Rng } from './random';

/** Spec §3 itemImages / additionalVideos entry. `size` is "WxH" so the storefront can apply spec §5. */
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

/** ~15% of items have 1–2 videos (hosted outside the shop; the cover is a generated image). */
export function generateVideos(rng: Rng, itemId: number, title: string, publicUrl: string): { videos: MediaEntry[]; coverUrl: string } {
  if (!chance(rng, 0.15)) return { videos: [], coverUrl: '' };
  const count = intBetween(rng, 1, 2);
  const videos: MediaEntry[] = [];
  for (let index = 0; index < count; index++) {
    videos.push({
      index,
      isMain: index === 0,
      mediaType: 'VIDEO',
      url: `https://media.axlebay.example/video/item/${itemId}/${index}.mp4`,
      title: index === 0 ? `${title} - Installation video` : `${title} - Product overview`,
      description: index === 0 ? 'Step-by-step installation' : 'Features and fitment',
    });
  }
  return { videos, coverUrl: publicUrl + itemImagePath(itemId, 'cover') };
}
