import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { bundleList } from '../items/bundle-list';
import { recommend, SCENES } from '../search/recommend';
import type { CatalogDeps } from './catalog-deps';
import { AttributeValueId, ItemId, oneOf, strictQuery } from './query-schemas';

const SceneQuery = strictQuery({ scene: oneOf(SCENES) });
const SceneBody = Type.Object(
  {
    attributeValueId: Type.Optional(AttributeValueId),
    itemId: Type.Optional(ItemId),
    size: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
  },
  { additionalProperties: false },
);
const BundleQuery = strictQuery({ itemId: ItemId });

/** Recommendation scenes and bundles (spec §7). */
export async function recommendRoutes(app: FastifyInstance, deps: CatalogDeps) {
  app.post(
    '/search-pro/public/recommend/scene/items',
    {
      schema: { querystring: SceneQuery, body: SceneBody },
      // The body is optional: a bare POST means "no vehicle, no item, default size".
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { scene } = request.query as Static<typeof SceneQuery>;
      const body = request.body as Static<typeof SceneBody>;
      return ok(await recommend(deps, scene, request.shopId, { attributeValueId: body.attributeValueId, itemId: body.itemId, size: body.size }));
    },
  );

  app.get('/search-pro/public/bundle/list', { schema: { querystring: BundleQuery } }, async (request) => {
    const { itemId } = request.query as Static<typeof BundleQuery>;
    return ok(await bundleList(deps, itemId, request.shopId));
  });
}
