import type { ApiConfig, DatasetSize } from '../config/config';
import { ensureCampaigns } from '../campaigns/ensure-campaigns';
import type { Database } from '../db/client';
import { ensureBlog } from '../blog/ensure-blog';
import { loadCatalog, type CatalogCounts } from '../catalog/load-catalog';
import { ensureHelpContent } from '../help/ensure-help-content';
import { ensureContent } from '../content-config/ensure-content';
import { ensureMemberProgram } from '../members/ensure-member-program';
import { loadSettings } from '../settings/load-settings';
import { loadTaxonomy, type TaxonomyCounts } from '../taxonomy/load-taxonomy';
import type { Progress } from './progress';
import { rebaseImageUrls } from './rebase-image-urls';

/** Bump when the generator or taxonomy derivation changes: the next start rebuilds the data. */
export const DATASET_VERSION = 3;

export interface DatasetInfo {
  size: DatasetSize;
  seed: number;
  version: number;
  taxonomy: TaxonomyCounts;
  catalog: CatalogCounts;
  builtAt: string;
  loadMs: number;
}

const GENERATED_TABLES = [
  'vehicle_node', 'vehicle_make', 'vehicle_model', 'category', 'brand', 'collection', 'item', 'item_content', 'fitment',
  'review', 'bundle', 'hot_word', 'search_word', 'shop_setting', 'buyer_config', 'dataset_info',
];

export async function currentDataset(database: Database): Promise<DatasetInfo | undefined> {
  const rows = await database.query<{ value: DatasetInfo }>("select value from dataset_info where key = 'dataset'");
  return rows[0]?.value;
}

/**
 * Makes sure the database holds the wanted dataset: reuses it when size, seed and version match
 * (a restart takes < 2 s), otherwise rebuilds the generated tables. Accounts are never touched.
 */
export async function ensureDataset(
  database: Database,
  config: Pick<ApiConfig, 'dataset' | 'seed' | 'cacheDir' | 'publicUrl' | 'memberMonth'>,
  progress: Progress,
): Promise<{ reused: boolean; info: DatasetInfo }> {
  // The member programme is shop data, kept across dataset rebuilds (buyers' joins refer to it).
  await ensureMemberProgram(database, config.memberMonth);
  await ensureCampaigns(database);
  // The blog is content, kept across dataset rebuilds too: missing articles are added, edited ones kept.
  await ensureBlog(database);
  // The help centre's questions: shop content too, rewritten from code at every start.
  await ensureHelpContent(database);
  await ensureContent(database);
  const existing = await currentDataset(database);
  if (existing && existing.size === config.dataset && existing.seed === config.seed && existing.version === DATASET_VERSION) {
    const movedFrom = await rebaseImageUrls(database, config.publicUrl);
    if (movedFrom) progress(`image links moved from ${movedFrom} to ${config.publicUrl}`);
    return { reused: true, info: existing };
  }
  const started = performance.now();
  progress(`building the ${config.dataset} dataset (seed ${config.seed})…`);
  await database.query(`truncate ${GENERATED_TABLES.join(', ')}`);
  const taxonomy = await loadTaxonomy(database, { cacheDir: config.cacheDir, progress });
  const catalog = await loadCatalog(database, { size: config.dataset, seed: config.seed, publicUrl: config.publicUrl, progress });
  await loadSettings(database);
  // On PostgreSQL a vacuum too: after a bulk load autovacuum would otherwise scan every new table in the
  // first minutes of serving (insert threshold), and the visibility map it sets allows index-only scans.
  progress(database.kind === 'postgres' ? 'vacuuming and analyzing tables…' : 'analyzing tables…');
  await database.query(database.kind === 'postgres' ? 'vacuum (analyze)' : 'analyze');
  const info: DatasetInfo = {
    size: config.dataset,
    seed: config.seed,
    version: DATASET_VERSION,
    taxonomy,
    catalog,
    builtAt: new Date().toISOString(),
    loadMs: Math.round(performance.now() - started),
  };
  await database.query("insert into dataset_info (key, value) values ('dataset', $1::jsonb)", [JSON.stringify(info)]);
  progress(`dataset ready in ${(info.loadMs / 1000).toFixed(1)} s`);
  return { reused: false, info };
}
