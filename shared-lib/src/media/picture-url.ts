/**
 * URLs of the API's pictures, for every remote that shows one (spec: First HTML and speed). An entry of
 * its own (`@axlebay/shared-lib/media`), not in the index: only the pages that show pictures carry it.
 *
 * The API draws item pictures, brand logos and category tiles as SVG and serves each also as WebP
 * (same path, `.webp`). The storefront shows the WebP: a browser builds a document for every SVG
 * `<img>` and rasterizes it on the main thread (8–19 ms each, up to 24 on a listing), while a WebP
 * is decoded off it. Other URLs (banners, uploads, other hosts' pictures) are left as they are.
 */
const GENERATED_SVG = /(\/item\/public\/image\/(?:item\/\d+\/\d|brand\/\d+|category\/\d+))\.svg(?=$|[?#])/;

/** `url` with its `w` query parameter set (kept: everything else, including a #fragment). The API's picture routes take the wanted width as `?w=`. */
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
 * The raster (WebP) URL of one of the API's generated pictures, `width` px wide when given (ask for
 * twice the CSS size: sharp on high-density screens); any other URL unchanged.
 */
export function rasterPictureUrl(url: string, width?: number): string {
  if (!GENERATED_SVG.test(url)) return url;
  const webp = url.replace(GENERATED_SVG, '$1.webp');
  return width ? withWidth(webp, width) : webp;
}
