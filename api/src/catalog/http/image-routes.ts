import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/envelope';
import type { MediaEntry } from '../generate/images';
import { MAX_IMAGE_DIMENSION, renderLabelImage, renderProductImage } from '../images/render-svg';
import type { CatalogDeps } from './catalog-deps';
import { strictQuery } from './query-schemas';

const ItemImageParams = Type.Object({ itemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), file: Type.String({ pattern: '^[0-9]\\.svg$' }) });
const IdFileParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}\\.svg$' }) });
const ImageQuery = strictQuery({ w: Type.Optional(Type.Integer({ minimum: 16, maximum: MAX_IMAGE_DIMENSION })) });

/** Generated images never change for a given URL: cache them for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/** The catalog's generated images (SVG): item pictures, brand logos, category tiles. */
export async function imageRoutes(app: FastifyInstance, deps: CatalogDeps) {
  app.get('/item/public/image/item/:itemId/:file', { schema: { params: ItemImageParams, querystring: ImageQuery } }, async (request, reply) => {
    const { itemId, file } = request.params as Static<typeof ItemImageParams>;
    const { w } = request.query as Static<typeof ImageQuery>;
    const rows = await deps.database.query<{ title: string; brandId: number; categoryId: number; color: string; images: MediaEntry[] }>(
      `select i.title, i.brand_id as "brandId", i.category_id as "categoryId", c.color, c.item_images as images
       from item i join item_content c on c.item_id = i.id where i.id = $1`,
      [itemId],
    );
    const item = rows[0];
    const image = item?.images[Number(file.replace('.svg', ''))];
    if (!item || !image) throw notFound(`No image ${file} for item ${itemId}`);
    const [categories, brands] = await Promise.all([deps.lookups.categories(), deps.lookups.brands()]);
    const leaf = categories.byId.get(item.categoryId);
    const department = (leaf?.parentId != null ? categories.byId.get(leaf.parentId) : leaf)?.urlHandle ?? '';
    return sendSvg(
      reply,
      renderProductImage({
        title: item.title,
        brand: brands.get(item.brandId)?.name ?? '',
        department,
        partType: leaf?.urlHandle ?? '',
        itemId,
        color: item.color,
        view: image.title ?? '',
        index: image.index,
        size: image.size,
        width: w,
      }),
    );
  });

  app.get('/item/public/image/brand/:file', { schema: { params: IdFileParams } }, async (request, reply) => {
    const id = Number((request.params as Static<typeof IdFileParams>).file.replace('.svg', ''));
    const brand = (await deps.lookups.brands()).get(id);
    if (!brand) throw notFound(`No brand with id ${id}`);
    return sendSvg(reply, renderLabelImage(brand.name, '', 600, 300));
  });

  app.get('/item/public/image/category/:file', { schema: { params: IdFileParams } }, async (request, reply) => {
    const id = Number((request.params as Static<typeof IdFileParams>).file.replace('.svg', ''));
    const categories = await deps.lookups.categories();
    const category = categories.byId.get(id);
    if (!category) throw notFound(`No category with id ${id}`);
    const department = category.parentId !== null ? categories.byId.get(category.parentId) : category;
    return sendSvg(reply, renderLabelImage(category.name, department?.urlHandle ?? '', 600, 600, category.parentId !== null ? category.urlHandle : ''));
  });
}
