import type { DatasetSize } from '../config/config';
import type { Database } from '../db/client';
import type { Progress } from '../setup/progress';

export interface CatalogCounts {
  categories: number;
  brands: number;
  collections: number;
  items: number;
  fitments: number;
  reviews: number;
}

/** Generates the seeded parts catalog against the loaded taxonomy and bulk-loads it. */
export async function loadCatalog(
  _database: Database,
  _options: { size: DatasetSize; seed: number; publicUrl: string; progress: Progress },
): Promise<CatalogCounts> {
  throw new Error('loadCatalog: not implemented yet');
}
