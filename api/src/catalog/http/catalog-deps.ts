import type { RouteDeps } from '../../routes';
import { CatalogLookups } from '../lookups';
import { createSearchCache } from '../search/search-items';
import { VehicleResolver } from '../search/vehicle-fit';
import { createProductPages, type ItemDetailDeps } from '../items/item-detail';

/** What the catalog routes share: the database, config, and the per-process lookups and caches. */
export interface CatalogDeps extends RouteDeps, ItemDetailDeps {}

export function catalogDeps(deps: RouteDeps): CatalogDeps {
  return { ...deps, lookups: new CatalogLookups(deps.database), vehicles: new VehicleResolver(deps.database), cache: createSearchCache({ cards: true }), productPages: createProductPages() };
}
