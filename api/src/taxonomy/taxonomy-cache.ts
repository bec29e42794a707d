import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TAXONOMY_VERSION, type Taxonomy, type TaxonomyMake, type TaxonomyModel, type TaxonomyNode } from './taxonomy-data';

/**
 * The derived taxonomy cached as gzipped JSON in the cache folder (never committed). Nodes are stored
 * as rows (arrays), which keeps the file at ~1.3 MB and parsing fast.
 */
export function taxonomyCacheFile(cacheDir: string): string {
  return path.join(cacheDir, `taxonomy-v${TAXONOMY_VERSION}.json.gz`);
}

type NodeRow = [number, number, number | null, string, number, number | null, number | null, string | null, string | null, 0 | 1];

interface CachedTaxonomy extends Omit<Taxonomy, 'nodes'> {
  nodes: NodeRow[];
}

export function writeTaxonomyCache(cacheDir: string, taxonomy: Taxonomy): void {
  const cached: CachedTaxonomy = {
    ...taxonomy,
    nodes: taxonomy.nodes.map((n) => [n.id, n.level, n.parentId, n.name, n.year, n.makeId, n.modelId, n.trim, n.engine, n.certain ? 1 : 0]),
  };
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = taxonomyCacheFile(cacheDir);
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, zlib.gzipSync(JSON.stringify(cached)));
  fs.renameSync(partial, file);
}

/** The cached taxonomy when it exists and was derived by this version from the same vPIC source. */
export function readTaxonomyCache(cacheDir: string, source: Taxonomy['source']): Taxonomy | undefined {
  const file = taxonomyCacheFile(cacheDir);
  if (!fs.existsSync(file)) return undefined;
  let cached: CachedTaxonomy;
  try {
    cached = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as CachedTaxonomy;
  } catch {
    return undefined; // unreadable: derive again
  }
  if (cached.version !== TAXONOMY_VERSION || cached.source?.corgiVersion !== source.corgiVersion || cached.source.vpicBytes !== source.vpicBytes) {
    return undefined;
  }
  const nodes: TaxonomyNode[] = cached.nodes.map(([id, level, parentId, name, year, makeId, modelId, trim, engine, certain]) => ({
    id,
    level: level as TaxonomyNode['level'],
    parentId,
    name,
    year,
    makeId,
    modelId,
    trim,
    engine,
    certain: certain === 1,
  }));
  return { ...cached, makes: cached.makes as TaxonomyMake[], models: cached.models as TaxonomyModel[], nodes };
}
