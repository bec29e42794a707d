/**
 * Spec §5 and §9 image rules, in one pure place.
 *
 * - An image whose declared size has a dimension above 6000, or whose size cannot be parsed, is
 *   shown as the original (no resized rendition is asked for).
 * - Renditions: the mobile thumbnail fits 360×360, mobile images are 375 wide, desktop images 1200
 *   wide. The API's image endpoints take the wanted width as `?w=`.
 * - 250×250 is the minimum: a thumbnail is never asked for narrower than 250 px, and an image
 *   already under 250×250 is shown as it is.
 * - An image is never enlarged: when the original is not wider than the rendition, the original is used.
 */
export const IMAGE_RULES = {
  maxDimension: 6000,
  minWidth: 250,
  minHeight: 250,
  thumbnail: { width: 360, height: 360 },
  mobileWidth: 375,
  desktopWidth: 1200,
} as const;

export type ImageTarget = 'thumbnail' | 'mobile' | 'desktop';

export interface ImageSize {
  width: number;
  height: number;
}

/** "1600x1600" (also "1600X1600", "1600×1600", spaces around) → dimensions; undefined when unparsable. */
export function parseImageSize(size: string | null | undefined): ImageSize | undefined {
  if (typeof size !== 'string') return undefined;
  const match = /^\s*(\d{1,9})\s*[xX×]\s*(\d{1,9})\s*$/.exec(size);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1) return undefined;
  return { width, height };
}

const usable = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= IMAGE_RULES.maxDimension;

/** The width to ask for, before the "never enlarge" check. */
function renditionWidth({ width, height }: ImageSize, target: ImageTarget): number {
  switch (target) {
    case 'thumbnail': {
      const box = IMAGE_RULES.thumbnail;
      // Fit the whole picture in the box: a tall image gets a narrower rendition.
      const fit = Math.round(Math.min(box.width, (box.height * width) / height));
      return Math.max(IMAGE_RULES.minWidth, fit);
    }
    case 'mobile':
      return IMAGE_RULES.mobileWidth;
    case 'desktop':
      return IMAGE_RULES.desktopWidth;
  }
}

/** `url` with its `w` query parameter set (kept: everything else, including a #fragment). */
export function withWidth(url: string, width: number): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const [path, query = ''] = base.split('?', 2) as [string, string?];
  const params = query.split('&').filter((p) => p !== '' && !/^w(=|$)/.test(p));
  params.push(`w=${width}`);
  return `${path}?${params.join('&')}${hash}`;
}

/**
 * The URL to show an image of declared size `width`×`height` for `target` (spec §5/§9).
 * Unknown, non-integer or oversized dimensions → the original URL.
 */
export function imageSource(url: string, width: number | null | undefined, height: number | null | undefined, target: ImageTarget): string {
  if (!url) return url;
  if (!usable(width) || !usable(height)) return url;
  if (width < IMAGE_RULES.minWidth && height < IMAGE_RULES.minHeight) return url;
  const wanted = renditionWidth({ width, height }, target);
  if (wanted >= width) return url;
  return withWidth(url, wanted);
}

/** A media entry as the API answers it (spec §3 itemImages: `size` is "WxH"). */
export interface MediaRef {
  url: string;
  size?: string | null;
}

/** `imageSource` for an API media entry. */
export function mediaSource(media: MediaRef, target: ImageTarget): string {
  const size = parseImageSize(media.size);
  return imageSource(media.url, size?.width, size?.height, target);
}

/**
 * `src`/`srcSet` for a large picture: the mobile (375) and desktop (1200) renditions, or only the
 * original when the rules say so. `width`/`height` are the intrinsic size to reserve (1:1 when unknown).
 */
export function responsiveImage(media: MediaRef): { src: string; srcSet?: string; width: number; height: number } {
  const size = parseImageSize(media.size);
  const intrinsic = size && usable(size.width) && usable(size.height) ? size : { width: 1, height: 1 };
  const mobile = mediaSource(media, 'mobile');
  const desktop = mediaSource(media, 'desktop');
  if (mobile === media.url && desktop === media.url) return { src: media.url, ...intrinsic };
  const candidates = new Map<string, number>();
  candidates.set(mobile, Math.min(IMAGE_RULES.mobileWidth, intrinsic.width));
  if (!candidates.has(desktop)) candidates.set(desktop, Math.min(IMAGE_RULES.desktopWidth, intrinsic.width));
  const srcSet = [...candidates].map(([u, w]) => `${u} ${w}w`).join(', ');
  return { src: desktop, srcSet, ...intrinsic };
}
