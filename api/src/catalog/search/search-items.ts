import { itemSummaries, type ItemSummary, type SummaryRow } from '../items/item-summary';
import { ItemPageCache } from '../items/item-page-cache';
import { addCounts, namedFacets, type Facets } from './facets';
import type { SearchDeps } from './filter-search';
import { postgresItemIndex, type ItemIndex, type RankedHits } from './item-index';
import type { ItemFilter } from './item-query';
import { compareKeys, type InternalSort } from './sorts';
import type { Spelling } from './did-you-mean';
import type { Suggestion } from './suggestions';
import { TtlCache } from './ttl-cache';
import { POOL_LIMIT, poolFilter, rankFromPool, type UniversalPool } from './universal-pool';

export interface SearchResult {
  total: number;
  facets: Facets;
  list: ItemSummary[];
}

/**
 * Whole answers by filter, sort and page; the universal part of vehicle searches by filter without the
 * vehicle; spelling corrections and search-box suggestions by keyword.
 */
export interface SearchCache {
  results: TtlCache<SearchResult>;
  universal: TtlCache<RankedHits>;
  /** The universal hits per keyword and sort (universal-pool.ts); unset, every universal half is a statement. */
  pools?: TtlCache<UniversalPool | undefined>;
  /**
   * Pool keys asked for once: a pool is loaded on the second ask, so a one-off keyword costs one top-n
   * statement, not a whole pool. Unset, a pool is loaded on the first ask (the comparison test).
   */
  poolAsks?: TtlCache<true>;
  spellings: TtlCache<Spelling>;
  suggestions: TtlCache<Suggestion[]>;
  /**
   * Listing cards' rows per shop and item (item-page-cache.ts: stock and ratings dropped where they are
   * written); unset, every page of results reads its cards. Close it with the app.
   */
  cards?: ItemPageCache<SummaryRow>;
}

export function createSearchCache({ pools = true, poolOnFirstAsk = false, cards = false } = {}): SearchCache {
  const tenMinutes = 10 * 60_000;
  return {
    // Kept from a filter's second ask: most new searches are asked once (ttl-cache.ts).
    results: new TtlCache(2_000, tenMinutes, { keepFromSecondAsk: 10_000 }),
    universal: new TtlCache(1_000, tenMinutes, { keepFromSecondAsk: 10_000 }),
    // At most ~120 KB each (POOL_LIMIT hits of compact columns).
    ...(pools ? { pools: new TtlCache<UniversalPool | undefined>(200, tenMinutes) } : {}),
    ...(pools && !poolOnFirstAsk ? { poolAsks: new TtlCache<true>(5_000, tenMinutes) } : {}),
    spellings: new TtlCache(2_000, tenMinutes),
    suggestions: new TtlCache(2_000, tenMinutes),
    // ~0.5 KB each; a minute, as another API process's stock and ratings writes show after it.
    ...(cards ? { cards: new ItemPageCache<SummaryRow>(20_000, 60_000) } : {}),
  };
}

/** A cache key for a filter: the vehicle by its id. */
function cacheKey(filter: ItemFilter, ...extra: unknown[]): string {
  return JSON.stringify([{ ...filter, vehicle: filter.vehicle?.attributeValueId }, ...extra]);
}

/**
 * The filtered items' total and facets, and one page of them in the given order. For a vehicle, the
 * vehicle-specific items and the universal ones (the same for every vehicle, so computed once per
 * filter and kept) are queried apart and merged: counts add up, pages merge on the sort keys.
 */
export function searchItems(deps: SearchDeps, filter: ItemFilter, sort: InternalSort, limit: number, offset = 0): Promise<SearchResult> {
  return deps.cache.results.getOrLoad(cacheKey(filter, sort, limit, offset), async () => {
    const n = offset + limit;
    const index = deps.index ?? postgresItemIndex(deps.database);
    const branches = [index.rank(filter, sort, n)];
    if (filter.vehicle && filter.fitOnly) {
      const universal: ItemFilter = { ...filter, vehicle: undefined, fitOnly: false, universalOnly: true };
      branches.push(universalHits(deps, index, universal, sort, n));
    }
    const results = await Promise.all(branches);
    const keys = results[0]!.keys;
    const top = results
      .flatMap((r) => r.top)
      .sort((a, b) => compareKeys(keys, a.keys, b.keys))
      .slice(offset, n);
    const [categories, brands, list] = await Promise.all([deps.lookups.categories(), deps.lookups.brands(), itemSummaries(deps, top, filter.shopId)]);
    const counts = results.map((r) => r.counts).reduce(addCounts);
    return { total: counts.total, facets: namedFacets(counts, { categories, brands }), list };
  });
}

/** The universal half: from the keyword's pool when it has one, else one statement (kept per filter). */
async function universalHits(deps: SearchDeps, index: ItemIndex, universal: ItemFilter, sort: InternalSort, n: number): Promise<RankedHits> {
  const { pools, poolAsks } = deps.cache;
  if (pools) {
    const loaded = poolFilter(universal);
    const key = cacheKey(loaded, sort);
    if (!poolAsks || pools.has(key) || poolAsks.has(key)) {
      const pool = await pools.getOrLoad(key, () => index.pool(loaded, sort, POOL_LIMIT));
      if (pool) return rankFromPool(pool, universal, n);
    } else void poolAsks.getOrLoad(key, () => Promise.resolve(true as const));
  }
  return deps.cache.universal.getOrLoad(cacheKey(universal, sort, n), () => index.rank(universal, sort, n));
}
