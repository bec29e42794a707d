import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { fitmentTable } from '../items/fitment-table';
import { fitStatusList } from '../items/fit-status-list';
import { itemDetailAnswer } from '../items/item-detail';
import { requirePublishedItem } from '../items/published-item';
import { reviewList } from '../items/review-list';
import type { CatalogDeps } from './catalog-deps';
import { AttributeValueId, IdList, ItemId, Page, idList, pageSize, strictQuery } from './query-schemas';

const DetailQuery = strictQuery({
  urlHandle: Type.String({ minLength: 1, maxLength: 300 }),
  attributeValueId: Type.Optional(AttributeValueId),
});
const FitmentQuery = strictQuery({ itemId: ItemId, page: Page, size: pageSize(20) });
const FitStatusQuery = strictQuery({ itemIds: IdList, attributeValueId: Type.Optional(AttributeValueId) });
const ReviewQuery = strictQuery({ itemId: ItemId, page: Page, size: pageSize(10, 50) });

/** Product page data: the item (spec §3), its fitment table and its reviews. */
export async function itemRoutes(app: FastifyInstance, deps: CatalogDeps) {
  app.get('/item/public/buyer/item/detail', { schema: { querystring: DetailQuery } }, async (request, reply) => {
    const q = request.query as Static<typeof DetailQuery>;
    // Already the `ok` envelope as JSON (serialized once per product and day, item-detail.ts).
    return reply.type('application/json; charset=utf-8').send(await itemDetailAnswer(deps, q.urlHandle, request.shopId, q.attributeValueId));
  });

  app.get('/item/public/buyer/item/fitment/list', { schema: { querystring: FitmentQuery } }, async (request) => {
    const q = request.query as Static<typeof FitmentQuery>;
    const item = await requirePublishedItem(deps.database, q.itemId, request.shopId);
    return ok({ itemId: item.id, vehicleUniversal: item.vehicleUniversal, ...(await fitmentTable(deps.database, item.id, q.page, q.size)) });
  });

  /** Fit badges of a page of items for the chosen vehicle (EMPTY without one). */
  app.get('/item/public/buyer/item/fit-status/list', { schema: { querystring: FitStatusQuery } }, async (request) => {
    const q = request.query as Static<typeof FitStatusQuery>;
    const ids = idList(q.itemIds, 'itemIds') ?? [];
    const vehicle = q.attributeValueId !== undefined ? await deps.vehicles.require(q.attributeValueId) : undefined;
    return ok(await fitStatusList(deps.database, ids, vehicle));
  });

  app.get('/item/public/buyer/item/review/list', { schema: { querystring: ReviewQuery } }, async (request) => {
    const q = request.query as Static<typeof ReviewQuery>;
    const item = await requirePublishedItem(deps.database, q.itemId, request.shopId);
    return ok({ itemId: item.id, ...(await reviewList(deps.database, item.id, q.page, q.size, deps.config.publicUrl)) });
  });
}
