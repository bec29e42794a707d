import type { RouteDeps } from '../../routes';
import { CatalogLookups } from '../lookups';
import { postgresItemIndex } from '../search/item-index';
import { MemoryItemIndex } from '../search/memory/memory-item-index';
import { createSearchCache } from '../search/search-items';
import { VehicleResolver } from '../search/vehicle-fit';
import { createProductPages, type ItemDetailDeps } from '../items/item-detail';

/** What the catalog routes share: the database, config, and the per-process lookups, caches and search index. */
export interface CatalogDeps extends RouteDeps, ItemDetailDeps {
  /** Set with AXLEBAY_SEARCH_INDEX=memory (the default); stopped when the app closes. */
  memoryIndex?: MemoryItemIndex;
}

export function catalogDeps(deps: RouteDeps): CatalogDeps {
  const memoryIndex = deps.config.searchIndex === 'memory' ? new MemoryItemIndex(deps.database, postgresItemIndex(deps.database)) : undefined;
  return {
    ...deps,
    lookups: new CatalogLookups(deps.database),
    vehicles: new VehicleResolver(deps.database),
    cache: createSearchCache({ cards: true }),
    productPages: createProductPages(),
    index: memoryIndex,
    memoryIndex,
  };
}
