import type { Database } from '../../db/client';
import { countsFromRows, FACET_ROWS_SQL, priceBucketSql, type Counts, type FacetRow } from './facets';
import { itemQuery, type ItemFilter, type ItemQuery } from './item-query';
import { sortKeys, type InternalSort, type SortKey } from './sorts';
import { SqlParams } from './sql-params';
import { poolFromRows, type UniversalPool } from './universal-pool';
import type { FitStatus } from './vehicle-fit';

/** One ranked hit: id, fit status and its sort key values. */
export interface RankedHit {
  id: number;
  fitStatus: FitStatus;
  keys: number[];
}

/** What an index answers for one filter and sort: the counts of every match and the first `n` in order. */
export interface RankedHits {
  counts: Counts;
  /** The first `n` hits in sort order. */
  top: RankedHit[];
  keys: SortKey[];
}

/**
 * The boundary between search and where it runs: "which listed items match this filter, the first n
 * in this order, and how many per facet". PostgreSQL answers it here (`postgresItemIndex`); a read
 * replica is the same class over another Database, a search engine another implementation fed from
 * the item and fitment changes. Everything around it (caching, the universal merge, spelling, the
 * listing cards read from the primary database) stays as it is.
 */
export interface ItemIndex {
  rank(filter: ItemFilter, sort: InternalSort, n: number): Promise<RankedHits>;
  /** Every hit in sort order with its category, brand and price (universal-pool.ts); undefined above `limit` hits. */
  pool(filter: ItemFilter, sort: InternalSort, limit: number): Promise<UniversalPool | undefined>;
}

/** `build` turns a filter into SQL; the comparison test passes the previous version's. */
export function postgresItemIndex(database: Database, build: (filter: ItemFilter, params: SqlParams) => ItemQuery = itemQuery): ItemIndex {
  return {
    rank: (filter, sort, n) => rankInPostgres(database, build, filter, sort, n),
    pool: (filter, sort, limit) => poolInPostgres(database, build, filter, sort, limit),
  };
}

/** The hits as [id, category, brand, price, ...keys] rows in sort order, at most `limit` (one more tells "too many"). */
async function poolInPostgres(database: Database, build: typeof itemQuery, filter: ItemFilter, sort: InternalSort, limit: number): Promise<UniversalPool | undefined> {
  const params = new SqlParams();
  const q = build(filter, params);
  const keys = sortKeys(sort, q);
  const order = keys.map((k, n) => `k${n} ${k.desc ? 'desc' : 'asc'}`).join(', ');
  const rows = await database.query<{ hits: number[][] | null }>(
    `${q.ctes ? `with ${q.ctes} ` : ''}select json_agg(json_build_array(id, category_id, brand_id, price, ${keys.map((_, k) => `k${k}`).join(', ')}) order by ${order}) as hits
     from (select i.id::int as id, i.category_id, i.brand_id, ${q.price} as price, ${keys.map((k, n) => `${k.expr} as k${n}`).join(', ')}
           from ${q.from} order by ${order} limit ${params.add(limit + 1)}) first`,
    params.values,
    { prepare: true },
  );
  const hits = rows[0]!.hits ?? [];
  return hits.length > limit ? undefined : poolFromRows(keys, hits);
}

/** One statement: the hits once (materialized), then their first `n` by the sort keys and their facet counts in one pass (GROUPING SETS). */
async function rankInPostgres(database: Database, build: typeof itemQuery, filter: ItemFilter, sort: InternalSort, n: number): Promise<RankedHits> {
  const params = new SqlParams();
  const q = build(filter, params);
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
    { prepare: true },
  );
  const row = rows[0]!;
  return {
    keys,
    top: row.top.map(([id, fitStatus, ...values]) => ({ id, fitStatus, keys: values })),
    counts: countsFromRows(row.facets ?? []),
  };
}
