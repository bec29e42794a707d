import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes';
import { catalogDeps } from './http/catalog-deps';
import { categoryRoutes } from './http/category-routes';
import { imageRoutes } from './http/image-routes';
import { itemRoutes } from './http/item-routes';
import { recommendRoutes } from './http/recommend-routes';
import { searchRoutes } from './http/search-routes';

/** Catalog and search endpoints (spec §7 "Items and search") and the generated images. */
export async function catalogRoutes(app: FastifyInstance, deps: RouteDeps) {
  const shared = catalogDeps(deps);
  app.addHook('onClose', async () => {
    shared.productPages.answers.close();
    shared.cache.cards?.close();
    shared.memoryIndex?.close();
  });
  for (const routes of [searchRoutes, categoryRoutes, itemRoutes, recommendRoutes, imageRoutes]) await app.register(routes, shared);
}
