import type { ApiClient } from '@axlebay/shared-lib';
import { slugify } from './slug';

/** Spec §3 "Page SEO data" as the category tree carries it. */
export interface SeoTexts {
  title?: string;
  description?: string;
  keywords?: string;
  h1?: string;
  underTitleText?: string;
  underTitleTextUrl?: string;
  bottomText?: string;
  bottomTextUrl?: string;
}

/** A node of `GET /item/public/buyer/collection/tree/list` (categories, or collections with `type=COLLECTION`). */
export interface TreeNode {
  id: number;
  name: string;
  urlHandle: string;
  level: number;
  sort?: number;
  imageUrl?: string;
  seo?: SeoTexts;
  children: TreeNode[];
}

export interface DirectoryNode extends Omit<TreeNode, 'children'> {
  children: DirectoryNode[];
  parent: DirectoryNode | null;
}

export interface Directory {
  roots: DirectoryNode[];
  byHandle: ReadonlyMap<string, DirectoryNode>;
  byId: ReadonlyMap<number, DirectoryNode>;
}

/** `GET /item/public/buyer/brand/all`. */
export interface Brand {
  id: number;
  name: string;
  urlHandle: string;
  logoUrl?: string;
}

/** A vehicle make, from the taxonomy's year → make choices. */
export interface Make {
  name: string;
  urlHandle: string;
}

interface VehicleChoice {
  id: number;
  value: string;
  text?: string;
  level?: number;
}

export const CATEGORY_TREE_API = '/item/public/buyer/collection/tree/list';
export const BRANDS_API = '/item/public/buyer/brand/all';
export const VEHICLE_CHOICES_API = '/item/public/attr/value/child/car-model';
/** Every make of the taxonomy once, newest year's first: `[{ value, text, level: 2 }]`. */
export const VEHICLE_MAKES_API = '/item/public/attr/value/car-model/makes';

// The lists change only with a new dataset: loaded once per page life and API client (a failed load
// is forgotten, so the next page tries again). Keyed by client so tests never share answers.
const cache = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();

function once<T>(api: ApiClient, key: string, load: () => Promise<T>): Promise<T> {
  let entries = cache.get(api);
  if (!entries) cache.set(api, (entries = new Map()));
  let promise = entries.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    entries.set(key, promise);
    promise.catch(() => entries!.delete(key));
  }
  return promise;
}

export function buildDirectory(roots: readonly TreeNode[]): Directory {
  const byHandle = new Map<string, DirectoryNode>();
  const byId = new Map<number, DirectoryNode>();
  const walk = (node: TreeNode, parent: DirectoryNode | null): DirectoryNode => {
    const entry: DirectoryNode = { ...node, parent, children: [] };
    // The first node with a handle wins (departments come before leaves).
    if (!byHandle.has(node.urlHandle)) byHandle.set(node.urlHandle, entry);
    byId.set(node.id, entry);
    entry.children = (node.children ?? []).map((child) => walk(child, entry));
    return entry;
  };
  return { roots: roots.map((r) => walk(r, null)), byHandle, byId };
}

/** The node and its ancestors, root first. */
export function pathOf(node: DirectoryNode): DirectoryNode[] {
  const path: DirectoryNode[] = [];
  for (let n: DirectoryNode | null = node; n; n = n.parent) path.unshift(n);
  return path;
}

/** Own-property lookup: `constructor` or `__proto__` are no category. */
export function findByHandle(directory: Directory, handle: string): DirectoryNode | undefined {
  return directory.byHandle.get(handle.toLowerCase());
}

export function loadCategoryTree(api: ApiClient, shopId: number): Promise<TreeNode[]> {
  return once(api, `category-tree:${shopId}`, () => api.get<TreeNode[]>(CATEGORY_TREE_API));
}

export function loadCategories(api: ApiClient, shopId: number): Promise<Directory> {
  return once(api, `categories:${shopId}`, async () => buildDirectory(await loadCategoryTree(api, shopId)));
}

export function loadCollections(api: ApiClient, shopId: number): Promise<Directory> {
  return once(api, `collections:${shopId}`, async () => buildDirectory(await api.get<TreeNode[]>(CATEGORY_TREE_API, { type: 'COLLECTION' })));
}

export function loadBrands(api: ApiClient, shopId: number): Promise<Brand[]> {
  return once(api, `brands:${shopId}`, async () => {
    const brands = await api.get<Brand[]>(BRANDS_API);
    return [...brands].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  });
}

export function findBrand(brands: readonly Brand[], handle: string): Brand | undefined {
  const wanted = handle.toLowerCase();
  return brands.find((b) => b.urlHandle.toLowerCase() === wanted);
}

/** Model years, newest first (level 1 of the vehicle choices). */
export function loadYears(api: ApiClient): Promise<VehicleChoice[]> {
  return once(api, 'years', () => api.get<VehicleChoice[]>(VEHICLE_CHOICES_API, { level: 1 }));
}

/** The makes of one model year. */
export function loadMakesOfYear(api: ApiClient, yearId: number): Promise<VehicleChoice[]> {
  return once(api, `makes:${yearId}`, () => api.get<VehicleChoice[]>(VEHICLE_CHOICES_API, { parentId: yearId }));
}

/** The models of one make in one year. */
export function loadModels(api: ApiClient, makeNodeId: number): Promise<VehicleChoice[]> {
  return once(api, `models:${makeNodeId}`, () => api.get<VehicleChoice[]>(VEHICLE_CHOICES_API, { parentId: makeNodeId }));
}

/**
 * Every make of the taxonomy, A–Z, in one call (the API lists each make once, in the order the
 * years' make lists first show it; a handle already seen keeps its first name).
 */
export function loadMakes(api: ApiClient): Promise<Make[]> {
  return once(api, 'makes', async () => {
    const makes = await api.get<Array<{ value: string }>>(VEHICLE_MAKES_API);
    const byHandle = new Map<string, Make>();
    for (const make of makes) {
      const urlHandle = slugify(make.value);
      if (urlHandle && !byHandle.has(urlHandle)) byHandle.set(urlHandle, { name: make.value, urlHandle });
    }
    return [...byHandle.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  });
}

/** One make by its URL handle, from the make list (one call, shared with `/makes`); a make that does not exist is the 404. */
export async function resolveMake(api: ApiClient, handle: string): Promise<Make | undefined> {
  return findMake(await loadMakes(api), handle);
}

export function findMake(makes: readonly Make[], handle: string): Make | undefined {
  const wanted = handle.toLowerCase();
  return makes.find((m) => m.urlHandle === wanted);
}
