import type { Database } from '../../../db/client';
import { emptyCounts, priceBucketOf, type Counts } from '../facets';
import type { ItemIndex, RankedHit, RankedHits } from '../item-index';
import { itemQuery, type ItemFilter, type ItemQuery } from '../item-query';
import { compareKeys, dealShareSql, sortKeys, type InternalSort, type SortKey } from '../sorts';
import { SqlParams } from '../sql-params';
import { TtlCache } from '../ttl-cache';
import type { FitStatus } from '../vehicle-fit';
import { loadItemTable, type ItemTable, type MarketColumns, type Posting } from './item-table';
import { float4Value, sortLexemes, tsRank, type LexemePositions } from './ts-rank';
import { parsePlainTsquery, type PlainQuery } from './tsvector-text';

/** A query's matching rows and, per row, each lexeme's positions (for ts_rank). */
interface Matches {
  rows: Int32Array | undefined; // undefined: every row
  count: number;
  /** For match m and lexeme j: the posting of lexeme j and the index of the row in it. */
  postings: Posting[];
  at: Int32Array[];
}

/**
 * An ItemIndex that answers from memory the searches without a vehicle (the keyword's matches in one
 * market, with facets, price range, and any sort but the rating ones), and hands everything else to
 * `fallback` (PostgreSQL). Its answers are the SQL's, item for item and count for count: the same
 * filter, the same sort keys, and ts_rank computed as PostgreSQL does (ts-rank.ts).
 *
 * The table is read once, in the background, when the index is made; until it is ready every search
 * goes to the fallback. It holds only columns the running API never writes (item-table.ts).
 */
export class MemoryItemIndex implements ItemIndex {
  private table?: ItemTable;
  private closed = false;
  /** Keyword → its tsquery, as `websearch_to_tsquery('english', …)` reads it. */
  private readonly queries = new TtlCache<PlainQuery | undefined>(5_000, 10 * 60_000);
  readonly ready: Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly fallback: ItemIndex,
  ) {
    this.ready = loadItemTable(database, () => this.closed).then(
      (table) => {
        this.table = table;
      },
      (error: unknown) => {
        // Closing the app mid-load ends its database too: not worth a word.
        if (!this.closed) console.error(`[api] the in-memory search index did not load; search stays in PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }

  close(): void {
    this.closed = true;
  }

  pool: ItemIndex['pool'] = (filter, sort, limit) => this.fallback.pool(filter, sort, limit);

  async rank(filter: ItemFilter, sort: InternalSort, n: number): Promise<RankedHits> {
    const table = this.table;
    if (!table || !answerable(filter)) return this.fallback.rank(filter, sort, n);
    const q = itemQuery(filter, new SqlParams());
    const keys = sortKeys(sort, q);
    const keyOf = keyReaders(keys, q, table.markets[filter.shopId], table);
    if (!keyOf) return this.fallback.rank(filter, sort, n);
    let query: PlainQuery | undefined;
    if (filter.text) {
      query = await this.tsquery(filter.text.value);
      if (!query) return this.fallback.rank(filter, sort, n);
    }
    return rankInMemory(table, filter, query, keys, keyOf, n);
  }

  private tsquery(keyword: string): Promise<PlainQuery | undefined> {
    return this.queries.getOrLoad(keyword, async () => {
      const [row] = await this.database.query<{ q: string }>(`select websearch_to_tsquery('english', $1)::text as q`, [keyword], { prepare: true });
      return parsePlainTsquery(row?.q ?? '');
    });
  }
}

/** Filters the table answers: no vehicle, full text or none, and no per-item lists. */
function answerable(filter: ItemFilter): boolean {
  return !filter.vehicle && (!filter.text || filter.text.mode === 'fts') && !filter.itemIds && !filter.excludeItemIds?.length && !filter.topSellerPerCategory;
}

/** Per sort key, how to read it for a row, match m of the keyword (relevance from the match's positions). */
type KeyReader = (row: number, m: number, relevance: (m: number) => number) => number;

function keyReaders(keys: readonly SortKey[], q: ItemQuery, market: MarketColumns, table: ItemTable): KeyReader[] | undefined {
  const readers: Record<string, KeyReader> = {
    [q.fitOrder]: () => Number(q.fitOrder),
    'i.sales': (row) => table.sales[row]!,
    'i.id': (row) => table.id[row]!,
    [q.price]: (row) => market.price[row]!,
    [dealShareSql(q.price, q.originalPrice)]: (row) => (market.originalPrice[row]! - market.price[row]!) / market.originalPrice[row]!,
  };
  if (q.relevance) readers[q.relevance] = (_row, m, relevance) => relevance(m);
  const out = keys.map((k) => readers[k.expr]);
  return out.every(Boolean) ? (out as KeyReader[]) : undefined;
}

/** The rows holding every lexeme (undefined: none), walking the shortest posting and seeking in the others. */
function match(table: ItemTable, query: PlainQuery | undefined): Matches | undefined {
  if (!query) return { rows: undefined, count: table.size, postings: [], at: [] };
  const lexemes = sortLexemes(query.lexemes);
  const postings = lexemes.map((l) => table.postings.get(l));
  if (postings.some((p) => !p)) return undefined;
  const lists = postings as Posting[];
  const shortest = lists.reduce((a, b) => (b.rows.length < a.rows.length ? b : a));
  const rows = new Int32Array(shortest.rows.length);
  const at = lists.map(() => new Int32Array(shortest.rows.length));
  const cursor = lists.map(() => 0);
  let count = 0;
  candidates: for (let c = 0; c < shortest.rows.length; c++) {
    const row = shortest.rows[c]!;
    for (let j = 0; j < lists.length; j++) {
      const list = lists[j]!.rows;
      let k = cursor[j]!;
      while (k < list.length && list[k]! < row) k++;
      cursor[j] = k;
      if (k === list.length) break candidates;
      if (list[k] !== row) continue candidates;
      at[j]![count] = k;
    }
    rows[count++] = row;
  }
  return { rows, count, postings: lists, at };
}

/** The filter's checks on one row, in the market's columns. */
function rowFilter(table: ItemTable, filter: ItemFilter): (row: number) => boolean {
  const market = table.markets[filter.shopId];
  const brands = filter.brandIds?.length ? new Set(filter.brandIds) : undefined;
  const categories = filter.categoryIds?.length ? new Set(filter.categoryIds) : undefined;
  const collections = filter.collectionIds?.length ? new Set(filter.collectionIds) : undefined;
  const { minPrice, maxPrice, minDiscountPercent } = filter;
  return (row) => {
    const listed = market.listed[row]!;
    if (listed === 0 || (filter.purchasableOnly && listed === 2)) return false;
    if (filter.universalOnly && !table.universal[row]) return false;
    if (brands && !brands.has(table.brand[row]!)) return false;
    if (categories && !categories.has(table.category[row]!)) return false;
    if (collections && !collections.has(table.collection[row]!)) return false;
    const price = market.price[row]!;
    const original = market.originalPrice[row]!;
    if (minPrice !== undefined && price < minPrice) return false;
    if (maxPrice !== undefined && price > maxPrice) return false;
    if (filter.discountedOnly && !(price < original)) return false;
    if (minDiscountPercent !== undefined && !((original - price) * 100 >= minDiscountPercent * original)) return false;
    return true;
  };
}

function rankInMemory(table: ItemTable, filter: ItemFilter, query: PlainQuery | undefined, keys: readonly SortKey[], keyOf: KeyReader[], n: number): RankedHits {
  const fitStatus: FitStatus = filter.universalOnly ? 'FIT' : 'EMPTY';
  const counts: Counts = emptyCounts();
  const matches = match(table, query);
  if (!matches) return { keys: [...keys], top: [], counts };
  const keep = rowFilter(table, filter);
  const market = table.markets[filter.shopId];
  // The loop allocates nothing per row: counts in typed arrays, keys in one reused array, positions as ranges.
  const byCategory = new Int32Array(table.maxCategory + 1);
  const byBrand = new Int32Array(table.maxBrand + 1);
  const lexemes = matches.postings.length;
  const from = new Int32Array(lexemes);
  const to = new Int32Array(lexemes);
  const doc: LexemePositions = { codes: matches.postings[0]?.positions ?? [], from, to, count: lexemes };
  const and = query?.and ?? false;
  const relevance = (m: number) => {
    for (let j = 0; j < lexemes; j++) {
      const starts = matches.postings[j]!.starts;
      const k = matches.at[j]![m]!;
      from[j] = starts[k]!;
      to[j] = starts[k + 1]!;
    }
    return tsRank(doc, and);
  };
  const width = keys.length;
  /** Does a sort after b? */
  const worse = (a: ArrayLike<number>, b: ArrayLike<number>) => compareKeys(keys, a, b) > 0;
  const current = new Float64Array(width);
  const top: { row: number; keys: Float64Array }[] = [];
  for (let m = 0; m < matches.count; m++) {
    const row = matches.rows ? matches.rows[m]! : m;
    if (!keep(row)) continue;
    counts.total++;
    byCategory[table.category[row]!]!++;
    byBrand[table.brand[row]!]!++;
    counts.prices[priceBucketOf(market.price[row]!)]!++;
    if (n === 0) continue;
    for (let k = 0; k < width; k++) current[k] = keyOf[k]!(row, m, relevance);
    if (top.length === n && !worse(top[n - 1]!.keys, current)) continue;
    // Insert in order (n is a page or a few: a sorted array beats a heap here).
    let at = top.length;
    while (at > 0 && worse(top[at - 1]!.keys, current)) at--;
    top.splice(at, 0, { row, keys: current.slice() });
    if (top.length > n) top.pop();
  }
  byCategory.forEach((count, id) => count > 0 && counts.categories.set(id, count));
  byBrand.forEach((count, id) => count > 0 && counts.brands.set(id, count));
  counts.fit[fitStatus] = counts.total;
  const relevanceKey = keys.findIndex((k) => k.expr === 'i.relevance');
  return {
    keys: [...keys],
    counts,
    top: top.map((t): RankedHit => ({ id: table.id[t.row]!, fitStatus, keys: Array.from(t.keys, (v, k) => (k === relevanceKey ? float4Value(v) : v)) })),
  };
}
