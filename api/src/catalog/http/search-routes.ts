import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../../http/envelope';
import { filterSearch } from '../search/filter-search';
import { SORTS } from '../search/sorts';
import { suggest } from '../search/suggestions';
import { vehicleCategories } from '../search/vehicle-categories';
import type { CatalogDeps } from './catalog-deps';
import { AttributeValueId, IdList, idList, Keyword, oneOf, Page, pageSize, strictQuery } from './query-schemas';

const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000 });
/** How deep paging may go (each page ranks everything before it). */
const MAX_RESULT_WINDOW = 10_000;

const FilterSearchQuery = strictQuery({
  keyword: Type.Optional(Keyword),
  attributeValueId: Type.Optional(AttributeValueId),
  /** Default true with a vehicle: only FIT, UNCERTAIN and universal items. */
  fitOnly: Type.Optional(Type.Boolean()),
  brandIds: Type.Optional(IdList),
  categoryIds: Type.Optional(IdList),
  collectionIds: Type.Optional(IdList),
  minPrice: Type.Optional(Cents),
  maxPrice: Type.Optional(Cents),
  sort: oneOf(SORTS, 'BEST_MATCH'),
  page: Page,
  size: pageSize(24),
});

const SuggestionQuery = strictQuery({ keyword: Type.String({ minLength: 1, maxLength: 100 }) });
const VehicleCategoriesQuery = strictQuery({ attributeValueId: AttributeValueId });

/** Spec §7 "Items and search": filter-search, search-box suggestions, hot words, a vehicle's categories. */
export async function searchRoutes(app: FastifyInstance, deps: CatalogDeps) {
  app.get('/search-pro/public/items/filter-search', { schema: { querystring: FilterSearchQuery } }, async (request) => {
    const q = request.query as Static<typeof FilterSearchQuery>;
    if (q.page * q.size > MAX_RESULT_WINDOW) {
      throw badRequest(`page × size must not exceed ${MAX_RESULT_WINDOW}`, [{ field: 'page', message: `× size must not exceed ${MAX_RESULT_WINDOW}` }]);
    }
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
      throw badRequest('minPrice must not be above maxPrice', [{ field: 'minPrice', message: 'must not be above maxPrice' }]);
    }
    return ok(
      await filterSearch(deps, {
        shopId: request.shopId,
        keyword: q.keyword,
        attributeValueId: q.attributeValueId,
        fitOnly: q.fitOnly,
        brandIds: idList(q.brandIds, 'brandIds'),
        categoryIds: idList(q.categoryIds, 'categoryIds'),
        collectionIds: idList(q.collectionIds, 'collectionIds'),
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        sort: q.sort,
        page: q.page,
        size: q.size,
      }),
    );
  });

  app.get('/item/public/buyer/associative/top-search-box', { schema: { querystring: SuggestionQuery } }, async (request) => {
    const { keyword } = request.query as Static<typeof SuggestionQuery>;
    const list = await deps.cache.suggestions.getOrLoad(`${request.shopId}|${keyword.trim().toLowerCase()}`, () => suggest(deps, keyword, request.shopId));
    return ok({ keyword, list });
  });

  app.get('/search/public/suggestion/hot-words/list', async () => {
    const rows = await deps.database.query<{ word: string; rank: number }>('select word, rank from hot_word order by rank, word collate "C"');
    return ok(rows);
  });

  app.get('/search/public/buyer/category/vehicle-categories', { schema: { querystring: VehicleCategoriesQuery } }, async (request) => {
    const { attributeValueId } = request.query as Static<typeof VehicleCategoriesQuery>;
    return ok(await vehicleCategories(deps, attributeValueId, request.shopId));
  });
}
