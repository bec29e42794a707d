import type { Database } from '../../../db/client';
import { LISTED_STATUSES } from '../../generate/statuses';
import { marketColumns, SHOP_IDS, type ShopId } from '../../shop-prices';
import { parseTsvector } from './tsvector-text';

/** One market's columns: 0 not listed, 1 listed, 2 listed but sold out; current and original price in cents. */
export interface MarketColumns {
  listed: Uint8Array;
  price: Int32Array;
  originalPrice: Int32Array;
}

/** One lexeme's documents (item rows, ascending) and each one's positions: `positions[starts[k] … starts[k + 1])`. */
export interface Posting {
  rows: Int32Array;
  starts: Int32Array;
  positions: Uint16Array;
}

/**
 * Every lexeme's posting in three shared arrays (most of the ~200,000 lexemes are part numbers found in
 * one item; an object per lexeme cost 140 MB of heap). Lexeme w's documents are
 * `rows[first[w] … first[w + 1])`, document k's positions `positions[starts[k] … starts[k + 1])`.
 */
export class Postings {
  constructor(
    private readonly lexemes: Map<string, number>,
    private readonly first: Int32Array,
    private readonly rows: Int32Array,
    private readonly starts: Int32Array,
    private readonly positions: Uint16Array,
  ) {}

  get size(): number {
    return this.lexemes.size;
  }

  get(lexeme: string): Posting | undefined {
    const w = this.lexemes.get(lexeme);
    if (w === undefined) return undefined;
    const from = this.first[w]!;
    const to = this.first[w + 1]!;
    return { rows: this.rows.subarray(from, to), starts: this.starts.subarray(from, to + 1), positions: this.positions };
  }
}

/** A typed array that grows as values are pushed. */
class Growing<T extends Int32Array | Uint16Array> {
  length = 0;
  constructor(private array: T) {}

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new (this.array.constructor as new (n: number) => T)(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }

  get values(): T {
    return this.array.subarray(0, this.length) as T;
  }
}

const SLICE = 100_000;

/** Runs `each(i)` for i in [0, n), handing the thread back to other work every SLICE calls. */
async function inSlices(n: number, each: (i: number) => void): Promise<void> {
  for (let from = 0; from < n; from += SLICE) {
    for (let i = from; i < Math.min(n, from + SLICE); i++) each(i);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Collects (lexeme, row, positions) in row order, then lays them out lexeme by lexeme (a counting sort). */
class PostingsBuilder {
  private readonly lexemes = new Map<string, number>();
  private readonly lexeme = new Growing(new Int32Array(1 << 16));
  private readonly row = new Growing(new Int32Array(1 << 16));
  private readonly start = new Growing(new Int32Array(1 << 16));
  private readonly positions = new Growing(new Uint16Array(1 << 16));

  add(lexeme: string, row: number, positions: readonly number[]): void {
    let w = this.lexemes.get(lexeme);
    if (w === undefined) this.lexemes.set(lexeme, (w = this.lexemes.size));
    this.lexeme.push(w);
    this.row.push(row);
    this.start.push(this.positions.length);
    for (const p of positions) this.positions.push(p);
  }

  /** Lays the entries out lexeme by lexeme, yielding to other work every SLICE entries (it is 2 million entries for 100,000 items). */
  async build(): Promise<Postings> {
    const lexeme = this.lexeme.values;
    const row = this.row.values;
    const start = this.start.values;
    const from = this.positions.values;
    const n = lexeme.length;
    const words = this.lexemes.size;
    const first = new Int32Array(words + 1);
    await inSlices(n, (i) => first[lexeme[i]! + 1]!++);
    for (let w = 0; w < words; w++) first[w + 1]! += first[w]!;
    // Slot of each entry, lexeme by lexeme (rows stay ascending: entries arrive in row order).
    const next = first.slice(0, words);
    const slot = new Int32Array(n);
    const length = (i: number) => (i + 1 < n ? start[i + 1]! : from.length) - start[i]!;
    const rows = new Int32Array(n);
    const starts = new Int32Array(n + 1);
    await inSlices(n, (i) => {
      const k = (slot[i] = next[lexeme[i]!]!++);
      rows[k] = row[i]!;
      starts[k + 1] = length(i);
    });
    for (let k = 0; k < n; k++) starts[k + 1]! += starts[k]!;
    const positions = new Uint16Array(from.length);
    await inSlices(n, (i) => {
      const to = starts[slot[i]!]!;
      for (let j = 0, s = start[i]!, end = length(i); j < end; j++) positions[to + j] = from[s + j]!;
    });
    return new Postings(this.lexemes, first, rows, starts, positions);
  }
}

/**
 * The item columns search filters, counts and orders on, one typed array per column, and the search
 * tsvector as postings per lexeme. Row k is the k-th item by id. Only columns that do not change while
 * the API runs (the dataset's): stock and ratings change, so their sorts stay in PostgreSQL.
 */
export interface ItemTable {
  size: number;
  id: Int32Array;
  category: Int32Array;
  brand: Int32Array;
  /** The largest category and brand ids (facet counts are arrays indexed by id). */
  maxCategory: number;
  maxBrand: number;
  /** -1: no collection. */
  collection: Int32Array;
  universal: Uint8Array;
  sales: Int32Array;
  markets: Record<ShopId, MarketColumns>;
  postings: Postings;
}

const CHUNK = 2_000;

interface ItemRow {
  id: number;
  category_id: number;
  brand_id: number;
  collection_id: number | null;
  vehicle_universal: boolean;
  sales: number;
  search: string | null;
  [market: string]: unknown;
}

/** Reads every item, CHUNK rows a statement, in short tasks; `stopped` ends it early. */
export async function loadItemTable(database: Database, stopped: () => boolean = () => false): Promise<ItemTable | undefined> {
  const listed = new Set<string>(LISTED_STATUSES);
  const marketSelect = SHOP_IDS.map((shop) => {
    const m = marketColumns(shop);
    return `${m.status} as status_${shop}, ${m.discountPrice}::int as price_${shop}, ${m.originalPrice}::int as original_${shop}`;
  }).join(', ');
  const columns = { id: [] as number[], category: [] as number[], brand: [] as number[], collection: [] as number[], universal: [] as number[], sales: [] as number[] };
  const markets = Object.fromEntries(SHOP_IDS.map((s) => [s, { listed: [] as number[], price: [] as number[], originalPrice: [] as number[] }])) as Record<ShopId, { listed: number[]; price: number[]; originalPrice: number[] }>;
  const postings = new PostingsBuilder();
  let after = -1;
  for (;;) {
    if (stopped()) return undefined;
    const rows = await database.query<ItemRow>(
      `select id::int as id, category_id, brand_id, collection_id, vehicle_universal, sales::int as sales, ${marketSelect}, search::text as search
       from item where id > $1 order by id limit ${CHUNK}`,
      [after],
    );
    for (const [i, r] of rows.entries()) {
      // Parsing is the load's CPU work: a few ms per 500 items, then the thread goes back to requests.
      if (i > 0 && i % 500 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const row = columns.id.length;
      columns.id.push(r.id);
      columns.category.push(r.category_id);
      columns.brand.push(r.brand_id);
      columns.collection.push(r.collection_id ?? -1);
      columns.universal.push(r.vehicle_universal ? 1 : 0);
      columns.sales.push(r.sales);
      for (const shop of SHOP_IDS) {
        const status = r[`status_${shop}`] as string;
        markets[shop].listed.push(!listed.has(status) ? 0 : status === 'SOLD_OUT' ? 2 : 1);
        markets[shop].price.push(r[`price_${shop}`] as number);
        markets[shop].originalPrice.push(r[`original_${shop}`] as number);
      }
      if (r.search) {
        parseTsvector(r.search, (lexeme, positions) => postings.add(lexeme, row, positions));
      }
    }
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.id;
  }
  return {
    size: columns.id.length,
    id: Int32Array.from(columns.id),
    category: Int32Array.from(columns.category),
    brand: Int32Array.from(columns.brand),
    maxCategory: columns.category.reduce((a, b) => Math.max(a, b), 0),
    maxBrand: columns.brand.reduce((a, b) => Math.max(a, b), 0),
    collection: Int32Array.from(columns.collection),
    universal: Uint8Array.from(columns.universal),
    sales: Int32Array.from(columns.sales),
    markets: Object.fromEntries(
      SHOP_IDS.map((s) => [s, { listed: Uint8Array.from(markets[s].listed), price: Int32Array.from(markets[s].price), originalPrice: Int32Array.from(markets[s].originalPrice) }]),
    ) as Record<ShopId, MarketColumns>,
    postings: await postings.build(),
  };
}
