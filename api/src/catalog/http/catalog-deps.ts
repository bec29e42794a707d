import type { RouteDeps } from '../../routes';
import { CatalogLookups } from '../lookups';
import type { SearchDeps } from '../search/filter-search';
import { createSearchCache } from '../search/search-items';
import { VehicleResolver } from '../search/vehicle-fit';

/** What the catalog routes share: the database, config, and the per-process lookups and caches. */
export interface CatalogDeps extends RouteDeps, SearchDeps {}

export function catalogDeps(deps: RouteDeps): CatalogDeps {
  return { ...deps, lookups: new CatalogLookups(deps.database), vehicles: new VehicleResolver(deps.database), cache: createSearchCache() };
}
