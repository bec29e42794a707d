import type { Database } from '../../db/client';
import type { ItemSummary } from '../items/item-summary';
import { CatalogLookups } from '../lookups';
import type { ShopId } from '../shop-prices';
import { checkSpelling } from './did-you-mean';
import type { Facets } from './facets';
import type { ItemIndex } from './item-index';
import type { ItemFilter } from './item-query';
import { searchItems, type SearchCache } from './search-items';
import type { Sort } from './sorts';
import { appliedVehicle, type VehicleResolver } from './vehicle-fit';

export interface SearchDeps {
  database: Database;
  lookups: CatalogLookups;
  vehicles: VehicleResolver;
  cache: SearchCache;
  /** Where ranking and facet counts run (item-index.ts); unset, on `database`. */
  index?: ItemIndex;
}

export interface FilterSearchInput {
  shopId: ShopId;
  keyword?: string;
  attributeValueId?: number;
  fitOnly?: boolean;
  brandIds?: number[];
  categoryIds?: number[];
  collectionIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  sort: Sort;
  page: number;
  size: number;
}

export interface FilterSearchResult {
  list: ItemSummary[];
  total: number;
  page: number;
  size: number;
  facets: Facets;
  /** A likely spelling of a keyword that found little or nothing. */
  didYouMean?: string;
  /** Set when the keyword found nothing and the list holds the results for `didYouMean` instead. */
  showingResultsFor?: string;
  appliedVehicle?: ReturnType<typeof appliedVehicle>;
}

/** Below this many hits the response also offers a spelling suggestion. */
const FEW_RESULTS = 3;

/**
 * Spec §7 filter-search. Free text is full-text search (websearch syntax, ts_rank); when it finds
 * nothing, the spelling-corrected keyword is searched instead, or, for a word the catalog does not know and
 * cannot correct, a trigram match on titles.
 */
export async function filterSearch(deps: SearchDeps, input: FilterSearchInput): Promise<FilterSearchResult> {
  const [categories, collections] = await Promise.all([deps.lookups.categories(), deps.lookups.collections()]);
  const vehicle = input.attributeValueId !== undefined ? await deps.vehicles.require(input.attributeValueId) : undefined;
  const base: ItemFilter = {
    shopId: input.shopId,
    vehicle,
    fitOnly: vehicle ? (input.fitOnly ?? true) : false,
    brandIds: input.brandIds,
    categoryIds: input.categoryIds && CatalogLookups.withDescendants(categories, input.categoryIds),
    collectionIds: input.collectionIds && CatalogLookups.withDescendants(collections, input.collectionIds),
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
  };

  const keyword = input.keyword?.trim() || undefined;
  const search = (filter: ItemFilter) => searchItems(deps, filter, input.sort, input.size, (input.page - 1) * input.size);
  let result = await search(keyword ? { ...base, text: { mode: 'fts', value: keyword } } : base);
  let didYouMean: string | undefined;
  let showingResultsFor: string | undefined;
  if (keyword && result.total < FEW_RESULTS) {
    const spelling = await deps.cache.spellings.getOrLoad(keyword.toLowerCase(), () => checkSpelling(deps.database, deps.lookups, keyword));
    if (spelling.correction && spelling.correction !== keyword.toLowerCase()) didYouMean = spelling.correction;
    // Nothing found: the corrected keyword when there is one, else (rarer, dearer) trigram similarity
    // on titles, but only for a word the catalog does not know. Known words that find nothing (no tail
    // light for this car) are an honest "no results", not titles that merely look alike.
    if (result.total === 0 && (didYouMean || !spelling.allKnown)) {
      const attempt = await search({ ...base, text: didYouMean ? { mode: 'fts', value: didYouMean } : { mode: 'trigram', value: keyword } });
      if (attempt.total > 0) {
        result = attempt;
        showingResultsFor = didYouMean;
      }
    }
  }
  return {
    list: result.list,
    total: result.total,
    page: input.page,
    size: input.size,
    facets: result.facets,
    ...(didYouMean ? { didYouMean } : {}),
    ...(showingResultsFor ? { showingResultsFor } : {}),
    ...(vehicle ? { appliedVehicle: appliedVehicle(vehicle) } : {}),
  };
}
