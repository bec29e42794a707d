/** The derived vehicle taxonomy, as cached (gzipped JSON) and loaded into vehicle_make / vehicle_model / vehicle_node. */

/** Bump when the derivation changes: the cached file is then derived again. */
export const TAXONOMY_VERSION = 1;

/** Level codes of spec §3. */
export const LEVEL = { year: 1, make: 2, model: 3, trim: 4, engine: 5 } as const;
export type Level = (typeof LEVEL)[keyof typeof LEVEL];

export interface TaxonomyMake {
  id: number;
  name: string;
  urlHandle: string;
  yearFrom: number;
  yearTo: number;
}

export interface TaxonomyModel {
  id: number;
  makeId: number;
  name: string;
  urlHandle: string;
  vehicleType: string;
  yearFrom: number;
  yearTo: number;
}

export interface TaxonomyNode {
  id: number;
  level: Level;
  parentId: number | null;
  name: string;
  year: number;
  makeId: number | null;
  modelId: number | null;
  trim: string | null;
  engine: string | null;
  certain: boolean;
}

export interface TaxonomyCounts {
  makes: number;
  /** Make-models (vehicle_model rows). */
  models: number;
  yearMakeModels: number;
  /** Trim nodes, stand-ins ("All Trims", "Other Trims") included. */
  trims: number;
  /** Engine nodes (every path down to level 5). */
  engines: number;
  nodes: number;
  /** Engine nodes below a named vPIC trim: complete (year, make, model, trim, engine) tuples. */
  fullTuples: number;
  /** Trim and engine nodes whose pairing is inferred (certain = false). */
  uncertainNodes: number;
}

export interface Taxonomy {
  version: number;
  /** What it was derived from, so a changed vPIC file is derived again. */
  source: { corgiVersion: string; vpicBytes: number };
  derivedMs: number;
  counts: TaxonomyCounts;
  makes: TaxonomyMake[];
  models: TaxonomyModel[];
  nodes: TaxonomyNode[];
}
