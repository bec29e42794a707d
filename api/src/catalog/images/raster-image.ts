import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * WebP renditions of the generated SVG pictures. A browser builds a whole SVG document for every
 * SVG `<img>` and rasterizes it on its main thread (8–19 ms each on a phone-class CPU, up to 24 per
 * listing); a WebP is decoded off the main thread. sharp (libvips + librsvg) renders on libuv's
 * thread pool, so the event loop only waits for the answer.
 */
export const RASTER_CONTENT_TYPE = 'image/webp';
/** ~75–80 keeps the flat drawings and their text crisp; 78 is where the bytes stop paying. */
const WEBP_QUALITY = 78;
/** Rendered bytes kept in memory: a 360 px thumbnail is ~7 KB, a 1200 px picture ~30 KB. */
const CACHE_BYTES = 48 * 1024 * 1024;

export interface RasterRequest {
  /** The cache key: the same key always means the same picture (generated images never change). */
  key: string;
  /** Builds the SVG (only on a cache miss). */
  svg: () => string;
  /** The SVG's own width in px and the width to render (the height follows the aspect ratio). */
  svgWidth: number;
  width: number;
  /** A picture that covers its whole canvas loses the alpha channel: WebP's lossless alpha was half the bytes. */
  opaque: boolean;
}

/** SVG → WebP at `width` px: the SVG is drawn at the density that gives that width (no blurry upscale). */
export function svgToWebp(svg: string, svgWidth: number, width: number, opaque: boolean): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: (72 * width) / svgWidth });
  return (opaque ? image.removeAlpha() : image).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** A byte-capped LRU of rendered pictures; concurrent requests for one key share one rendering. */
export function createRasterCache(maxBytes = CACHE_BYTES) {
  const cache = new LRUCache<string, Buffer, RasterRequest>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    fetchMethod: (_key, _stale, { context }) => svgToWebp(context.svg(), context.svgWidth, context.width, context.opaque),
  });
  return {
    async get(request: RasterRequest): Promise<Buffer> {
      const bytes = await cache.fetch(request.key, { context: request });
      if (!bytes) throw new Error(`No rendering for ${request.key}`);
      return bytes;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}

export type RasterCache = ReturnType<typeof createRasterCache>;
