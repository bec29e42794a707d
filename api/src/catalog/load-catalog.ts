import type { DatasetSize } from '../config/config';
import type { Database } from '../db/client';
import type { Progress } from '../setup/progress';
import { CatalogExtras, generateCatalog, type GeneratedItem } from './generate/generate-catalog';
import { intArrayLiteral, itemFitKeys } from './search/fit-keys';
import { readTaxonomySnapshot } from './taxonomy-snapshot';

export interface CatalogCounts {
  categories: number;
  brands: number;
  collections: number;
  items: number;
  fitments: number;
  reviews: number;
  bundles: number;
  searchWords: number;
}

export const ITEM_COLUMNS = [
  'id', 'url_handle', 'title', 'sub_title', 'part_number', 'brand_id', 'category_id', 'collection_id', 'vehicle_universal',
  'status', 'us_status', 'ca_status', 'us_original_price', 'us_discount_price', 'ca_original_price', 'ca_discount_price',
  'sku_id', 'available_total', 'aces', 'campaign_mark', 'rating_value', 'review_count', 'sales', 'created_at',
] as const;

function itemRow(i: GeneratedItem): unknown[] {
  return [
    i.id, i.urlHandle, i.title, i.subTitle, i.partNumber, i.brandId, i.categoryId, i.collectionId, i.vehicleUniversal,
    i.status, i.usStatus, i.caStatus, i.usOriginalPrice, i.usDiscountPrice, i.caOriginalPrice, i.caDiscountPrice,
    i.skuId, i.availableTotal, i.aces, i.campaignMark, i.ratingValue, i.reviewCount, i.sales, i.createdAt,
  ];
}

export const CONTENT_COLUMNS = [
  'item_id', 'detail_content', 'installation', 'warranty', 'country', 'location', 'quantity', 'in_kind', 'alt',
  'special_note', 'item_condition', 'item_customs', 'item_images', 'additional_videos', 'additional_video_cover_url',
  'bar_code', 'color', 'part_number_customs', 'sku_customs', 'item_decorate', 'logistics_list', 'seo',
] as const;

function contentRow(i: GeneratedItem): unknown[] {
  return [
    i.id, i.detailContent, i.installation, i.warranty, i.country, i.location, i.quantity, i.inKind, i.alt,
    i.specialNote, i.itemCondition, i.itemCustoms, i.itemImages, i.additionalVideos, i.additionalVideoCoverUrl,
    i.barCode, i.color, i.partNumberCustoms, i.skuCustoms, i.itemDecorate, i.logisticsList, i.seo,
  ];
}

/** What the loader writes: the item columns plus the fitment keys it computes from the item's rows. */
const LOADED_ITEM_COLUMNS = [...ITEM_COLUMNS, 'fit_keys'] as const;

const FITMENT_COLUMNS = [
  'item_id', 'make_id', 'model_id', 'year_from', 'year_to', 'trim', 'engine', 'sub_model', 'series', 'engine_code',
  'engine_type', 'body_style', 'location', 'note',
] as const;
const REVIEW_COLUMNS = ['id', 'item_id', 'rating', 'title', 'body', 'author', 'created_at'] as const;

/** Rows wait here until a batch is full, then go in one COPY: a million rows never sit in one string. */
class CopyBatch {
  private rows: unknown[][] = [];
  count = 0;

  constructor(
    private readonly database: Database,
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly batchRows: number,
  ) {}

  async add(row: unknown[]) {
    this.rows.push(row);
    this.count++;
    if (this.rows.length >= this.batchRows) await this.flush();
  }

  async flush() {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await this.database.copyRows(this.table, this.columns, rows);
  }
}

/**
 * The order item rows sit in on disk: universal parts first, then by category. A keyword's matches are
 * read page by page (bitmap heap scan), and a keyword's parts are mostly of a few categories, so they
 * share pages; the universal half of a vehicle search reads one stretch of the table. On the large
 * dataset 'universal' among universal parts reads 816 pages instead of 6,001 (api/README.md, "Search at
 * scale"). The table's fillfactor keeps most rows on their page when stock or ratings change.
 */
const SEARCH_ORDER = 'vehicle_universal desc, category_id, id';

/** Generates the seeded parts catalog against the loaded taxonomy and bulk-loads it (COPY). */
export async function loadCatalog(
  database: Database,
  options: { size: DatasetSize; seed: number; publicUrl: string; progress: Progress; itemCount?: number },
): Promise<CatalogCounts> {
  const { seed, progress } = options;
  const started = performance.now();
  const catalog = generateCatalog(await readTaxonomySnapshot(database), options);
  const extras = new CatalogExtras(catalog, seed);

  // Item rows go to a bare table first (no index, no generated column) and into `item` at the end, in
  // SEARCH_ORDER: PostgreSQL sorts them, so the process does not hold 100,000 rows to do it.
  await database.query('drop table if exists item_load');
  await database.query('create unlogged table item_load (like item)');
  const items = new CopyBatch(database, 'item_load', LOADED_ITEM_COLUMNS, 10_000);
  const contents = new CopyBatch(database, 'item_content', CONTENT_COLUMNS, 2_000);
  const fitments = new CopyBatch(database, 'fitment', FITMENT_COLUMNS, 50_000);
  const reviews = new CopyBatch(database, 'review', REVIEW_COLUMNS, 50_000);
  const step = Math.max(10_000, Math.ceil(catalog.itemCount / 5));
  // The items arrive with their fit_keys: the triggers that keep them (one UPDATE of the item per COPY) wait.
  await database.query('alter table fitment disable trigger user');
  try {
    for (const item of catalog.items()) {
      extras.add(item);
      await items.add([...itemRow(item), intArrayLiteral(itemFitKeys(item.fitments))]);
      await contents.add(contentRow(item));
      for (const f of item.fitments) {
        await fitments.add([item.id, f.makeId, f.modelId, f.yearFrom, f.yearTo, f.trim, f.engine, f.subModel, f.series, f.engineCode, f.engineType, f.bodyStyle, f.location, f.note]);
      }
      for (const r of item.reviews) await reviews.add([r.id, r.itemId, r.rating, r.title, r.body, r.author, r.createdAt]);
      if (items.count % step === 0) progress(`catalog: ${items.count.toLocaleString('en-US')} of ${catalog.itemCount.toLocaleString('en-US')} items…`);
    }
    for (const batch of [items, contents, fitments, reviews]) await batch.flush();
    const columns = LOADED_ITEM_COLUMNS.join(', ');
    await database.query(`insert into item (${columns}) select ${columns} from item_load order by ${SEARCH_ORDER}`);
    await database.query('drop table item_load');
  } finally {
    await database.query('alter table fitment enable trigger user');
  }
  // Reviews buyers write next take ids after the seeded ones.
  await database.query("select setval('review_id_seq', (select coalesce(max(id), 0) + 1 from review), false)");

  const categoryRatings = extras.categoryRatings();
  await database.copyRows(
    'category',
    ['id', 'parent_id', 'name', 'url_handle', 'level', 'sort', 'image_url', 'display_attributes', 'seo', 'review_count', 'rating_value'],
    catalog.categories.map((c) => {
      const rating = categoryRatings.get(c.id);
      return [c.id, c.parentId, c.name, c.urlHandle, c.level, c.sort, c.imageUrl, c.displayAttributes, c.seo, rating?.reviewCount ?? 0, rating?.ratingValue ?? 0];
    }),
  );
  await database.copyRows('brand', ['id', 'name', 'url_handle', 'logo_url'], catalog.brands.map((b) => [b.id, b.name, b.urlHandle, b.logoUrl]));
  await database.copyRows('collection', ['id', 'parent_id', 'name', 'url_handle', 'sort'], catalog.collections.map((c) => [c.id, c.parentId, c.name, c.urlHandle, c.sort]));
  await database.copyRows('hot_word', ['word', 'rank'], catalog.hotWords.map((h) => [h.word, h.rank]));
  const bundles = extras.bundles();
  await database.copyRows('bundle', ['id', 'name', 'item_ids', 'discount_percent'], bundles.map((b) => [b.id, b.name, b.itemIds, b.discountPercent]));
  const words = extras.words.rows();
  await database.copyRows('search_word', ['word', 'doc_count'], words);

  // VACUUM sets the visibility map, which index-only scans (fitment verdicts) need; ANALYZE follows in ensureDataset.
  for (const table of ['item', 'item_content', 'fitment', 'review']) await database.query(`vacuum ${table}`);

  const counts: CatalogCounts = {
    categories: catalog.categories.length,
    brands: catalog.brands.length,
    collections: catalog.collections.length,
    items: items.count,
    fitments: fitments.count,
    reviews: reviews.count,
    bundles: bundles.length,
    searchWords: words.length,
  };
  progress(
    `catalog: ${counts.items.toLocaleString('en-US')} items, ${counts.fitments.toLocaleString('en-US')} fitments, ` +
      `${counts.reviews.toLocaleString('en-US')} reviews loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return counts;
}
