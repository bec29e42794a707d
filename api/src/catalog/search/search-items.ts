import type { Database } from '../../db/client';
import { itemSummaries, type ItemSummary } from '../items/item-summary';
import { addCounts, countsFromRows, FACET_ROWS_SQL, namedFacets, priceBucketSql, type Counts, type FacetRow, type Facets } from './facets';
import type { SearchDeps } from './filter-search';
import { itemQuery, type ItemFilter } from './item-query';
import { compareKeys, sortKeys, type InternalSort, type SortKey } from './sorts';
import { SqlParams } from './sql-params';
import type { Suggestion } from './suggestions';
import { TtlCache } from './ttl-cache';
import type { FitStatus } from './vehicle-fit';

export interface SearchResult {
  total: number;
  facets: Facets;
  list: ItemSummary[];
}

/** One ranked hit: id, fit status and its sort key values. */
interface TopRow {
  id: number;
  fitStatus: FitStatus;
  keys: number[];
}

interface Branch {
  counts: Counts;
  /** The first `n` hits in sort order. */
  top: TopRow[];
  keys: SortKey[];
}

/**
 * Whole answers by filter, sort and page; the universal part of vehicle searches by filter without the
 * vehicle; spelling corrections and search-box suggestions by keyword.
 */
export interface SearchCache {
  results: TtlCache<SearchResult>;
  universal: TtlCache<Branch>;
  corrections: TtlCache<string | undefined>;
  suggestions: TtlCache<Suggestion[]>;
}

export function createSearchCache(): SearchCache {
  const tenMinutes = 10 * 60_000;
  return {
    results: new TtlCache(2_000, tenMinutes),
    universal: new TtlCache(1_000, tenMinutes),
    corrections: new TtlCache(2_000, tenMinutes),
    suggestions: new TtlCache(2_000, tenMinutes),
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
    const branches = [queryBranch(deps.database, filter, sort, n)];
    if (filter.vehicle && filter.fitOnly) {
      const universal: ItemFilter = { ...filter, vehicle: undefined, fitOnly: false, universalOnly: true };
      branches.push(deps.cache.universal.getOrLoad(cacheKey(universal, sort, n), () => queryBranch(deps.database, universal, sort, n)));
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

/** One statement: the hits once (materialized), then their first `n` by the sort keys and their facet counts. */
async function queryBranch(database: Database, filter: ItemFilter, sort: InternalSort, n: number): Promise<Branch> {
  const params = new SqlParams();
  const q = itemQuery(filter, params);
  const keys = sortKeys(sort, q);
  const keyColumns = keys.map((k, i) => `${k.expr} as k${i}`).join(', ');
  const keyNames = keys.map((_, i) => `k${i}`).join(', ');
  const order = keys.map((k, i) => `k${i} ${k.desc ? 'desc' : 'asc'}`).join(', ');
  const rows = await database.query<{ top: [number, FitStatus, ...number[]][]; facets: FacetRow[] | null }>(
    `with ${q.ctes ? `${q.ctes}, ` : ''}hits as materialized (
       select i.id::int as id, i.category_id, i.brand_id, ${priceBucketSql(q.price)} as bucket, ${q.fitStatus} as fit, ${keyColumns}
       from ${q.from})
     select
       (select coalesce(json_agg(json_build_array(id, fit, ${keyNames}) order by ${order}), '[]'::json)
        from (select * from hits order by ${order} limit ${params.add(n)}) first) as top,
       (select json_agg(f.row) from (${FACET_ROWS_SQL}) f) as facets`,
    params.values,
  );
  const row = rows[0]!;
  return {
    keys,
    top: row.top.map(([id, fitStatus, ...values]) => ({ id, fitStatus, keys: values })),
    counts: countsFromRows(row.facets ?? []),
  };
}
