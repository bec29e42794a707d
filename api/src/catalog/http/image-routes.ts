import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/envelope';
import type { MediaEntry } from '../generate/images';
import { createRasterCache, RASTER_CONTENT_TYPE, type RasterCache } from '../images/raster-image';
import { MAX_IMAGE_DIMENSION, parseImageSize, renderLabelImage, renderProductImage } from '../images/render-svg';
import type { CatalogDeps } from './catalog-deps';
import { strictQuery } from './query-schemas';

/** Every generated picture comes as SVG or as a WebP rendition (same picture, drawn off the browser's main thread). */
const ItemImageParams = Type.Object({ itemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), file: Type.String({ pattern: '^[0-9]\\.(svg|webp)$' }) });
const IdFileParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}\\.(svg|webp)$' }) });
const WidthParam = Type.Optional(Type.Integer({ minimum: 16, maximum: MAX_IMAGE_DIMENSION }));
const ImageQuery = strictQuery({ w: WidthParam });
/** Logos and tiles took no query before `w`: other parameters stay ignored there. */
const LabelQuery = Type.Object({ w: WidthParam });
/** A WebP is never rendered wider than this (the SVG scales to any `w`): bounds the CPU and memory one URL can cost. */
export const MAX_RASTER_WIDTH = 2400;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LABEL_SIZES = { brand: { width: 600, height: 300 }, category: { width: 600, height: 600 } } as const;

/** "3.webp" → { index: 3, raster: true } */
const parseFile = (file: string) => ({ index: Number(file.slice(0, file.indexOf('.'))), raster: file.endsWith('.webp') });

interface Picture {
  /** Identifies the picture (kind and id), not its format or width. */
  key: string;
  svg: () => string;
  /** The SVG's own width, and its width when the request names none. */
  svgWidth: number;
  opaque: boolean;
}

/** Generated images never change for a given URL: cache them for a year. */
async function sendPicture(reply: FastifyReply, raster: RasterCache, picture: Picture, asWebp: boolean, w: number | undefined) {
  reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
  if (!asWebp) return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(picture.svg());
  const width = Math.min(w ?? picture.svgWidth, MAX_RASTER_WIDTH);
  const bytes = await raster.get({ key: `${picture.key}@${width}`, svg: picture.svg, svgWidth: picture.svgWidth, width, opaque: picture.opaque });
  return reply.header('content-type', RASTER_CONTENT_TYPE).send(bytes);
}

/** The catalog's generated images (SVG, or WebP for `.webp`): item pictures, brand logos, category tiles. */
export async function imageRoutes(app: FastifyInstance, deps: CatalogDeps) {
  const raster = createRasterCache();
  app.get('/item/public/image/item/:itemId/:file', { schema: { params: ItemImageParams, querystring: ImageQuery } }, async (request, reply) => {
    const { itemId, file } = request.params as Static<typeof ItemImageParams>;
    const { w } = request.query as Static<typeof ImageQuery>;
    const { index, raster: asWebp } = parseFile(file);
    const rows = await deps.database.query<{ title: string; brandId: number; categoryId: number; color: string; images: MediaEntry[] }>(
      `select i.title, i.brand_id as "brandId", i.category_id as "categoryId", c.color, c.item_images as images
       from item i join item_content c on c.item_id = i.id where i.id = $1`,
      [itemId],
    );
    const item = rows[0];
    const image = item?.images[index];
    if (!item || !image) throw notFound(`No image ${file} for item ${itemId}`);
    const [categories, brands] = await Promise.all([deps.lookups.categories(), deps.lookups.brands()]);
    const leaf = categories.byId.get(item.categoryId);
    const department = (leaf?.parentId != null ? categories.byId.get(leaf.parentId) : leaf)?.urlHandle ?? '';
    const picture = {
      title: item.title,
      brand: brands.get(item.brandId)?.name ?? '',
      department,
      partType: leaf?.urlHandle ?? '',
      itemId,
      color: item.color,
      view: image.title ?? '',
      index: image.index,
      size: image.size,
    };
    // The WebP is drawn from the SVG at its own size; the SVG answer carries the requested width.
    const svgWidth = parseImageSize(image.size).width;
    const svg = () => renderProductImage(asWebp ? picture : { ...picture, width: w });
    return sendPicture(reply, raster, { key: `item/${itemId}/${index}`, svg, svgWidth, opaque: true }, asWebp, w);
  });

  app.get('/item/public/image/brand/:file', { schema: { params: IdFileParams, querystring: LabelQuery } }, async (request, reply) => {
    const { file } = request.params as Static<typeof IdFileParams>;
    const { index: id, raster: asWebp } = parseFile(file);
    const brand = (await deps.lookups.brands()).get(id);
    if (!brand) throw notFound(`No brand with id ${id}`);
    const { width, height } = LABEL_SIZES.brand;
    const svg = () => renderLabelImage(brand.name, '', width, height);
    return sendPicture(reply, raster, { key: `brand/${id}`, svg, svgWidth: width, opaque: false }, asWebp, (request.query as Static<typeof LabelQuery>).w);
  });

  app.get('/item/public/image/category/:file', { schema: { params: IdFileParams, querystring: LabelQuery } }, async (request, reply) => {
    const { file } = request.params as Static<typeof IdFileParams>;
    const { index: id, raster: asWebp } = parseFile(file);
    const categories = await deps.lookups.categories();
    const category = categories.byId.get(id);
    if (!category) throw notFound(`No category with id ${id}`);
    const department = category.parentId !== null ? categories.byId.get(category.parentId) : category;
    const { width, height } = LABEL_SIZES.category;
    const svg = () => renderLabelImage(category.name, department?.urlHandle ?? '', width, height, category.parentId !== null ? category.urlHandle : '');
    return sendPicture(reply, raster, { key: `category/${id}`, svg, svgWidth: width, opaque: false }, asWebp, (request.query as Static<typeof LabelQuery>).w);
  });
}
