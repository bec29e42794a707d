import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../../http/envelope';
import type { CategoryNode, CollectionNode } from '../lookups';
import type { CatalogDeps } from './catalog-deps';
import { oneOf, strictQuery } from './query-schemas';

const TreeQuery = strictQuery({ type: oneOf(['CATEGORY', 'COLLECTION'] as const, 'CATEGORY') });
const DisplayAttributesQuery = strictQuery({ backCategoryId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

interface TreeEntry {
  id: number;
  name: string;
  urlHandle: string;
  level: number;
  sort: number;
  imageUrl?: string;
  seo?: Record<string, string>;
  children: TreeEntry[];
}

function categoryEntry(c: CategoryNode): TreeEntry {
  return { id: c.id, name: c.name, urlHandle: c.urlHandle, level: c.level, sort: c.sort, imageUrl: c.imageUrl, seo: c.seo, children: c.children.map(categoryEntry) };
}

function collectionEntry(c: CollectionNode, level = 1): TreeEntry {
  return { id: c.id, name: c.name, urlHandle: c.urlHandle, level, sort: c.sort, children: c.children.map((child) => collectionEntry(child, level + 1)) };
}

/** A leaf's own attributes; a department's are its leaves' merged by key. */
function displayAttributes(category: CategoryNode): CategoryNode['displayAttributes'] {
  if (category.children.length === 0) return category.displayAttributes;
  const merged = new Map<string, CategoryNode['displayAttributes'][number]>();
  for (const attribute of category.children.flatMap(displayAttributes)) {
    const seen = merged.get(attribute.key);
    merged.set(attribute.key, seen ? { ...seen, values: [...new Set([...seen.values, ...attribute.values])] } : attribute);
  }
  return [...merged.values()];
}

/** Category tree (front categories; `type=COLLECTION` for merchandising collections), brands, display attributes. */
export async function categoryRoutes(app: FastifyInstance, deps: CatalogDeps) {
  app.get('/item/public/buyer/collection/tree/list', { schema: { querystring: TreeQuery } }, async (request) => {
    const { type } = request.query as Static<typeof TreeQuery>;
    if (type === 'COLLECTION') return ok((await deps.lookups.collections()).roots.map((c) => collectionEntry(c)));
    return ok((await deps.lookups.categories()).roots.map(categoryEntry));
  });

  app.get('/item/public/buyer/brand/all', async () => {
    return ok([...(await deps.lookups.brands()).values()]);
  });

  app.get('/item/public/buyer/collection/back-category/display/attributes', { schema: { querystring: DisplayAttributesQuery } }, async (request) => {
    const { backCategoryId } = request.query as Static<typeof DisplayAttributesQuery>;
    const category = (await deps.lookups.categories()).byId.get(backCategoryId);
    if (!category) throw notFound(`No category with id ${backCategoryId}`);
    return ok({ backCategoryId, name: category.name, attributes: displayAttributes(category) });
  });
}
