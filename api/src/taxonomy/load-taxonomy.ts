import type { Database } from '../db/client';
import type { Progress } from '../setup/progress';

export interface TaxonomyCounts {
  makes: number;
  models: number;
  yearMakeModels: number;
  nodes: number;
  fullTuples: number;
}

/** Derives (or reuses the cached derivation of) the NHTSA vehicle taxonomy and loads it. */
export async function loadTaxonomy(_database: Database, _options: { cacheDir: string; progress: Progress }): Promise<TaxonomyCounts> {
  throw new Error('loadTaxonomy: not implemented yet');
}
