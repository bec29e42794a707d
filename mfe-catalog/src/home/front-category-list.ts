import type { CategoryNode } from '../product/api';

export interface FrontCategory {
  urlHandle: string;
  name: string;
  imageUrl?: string;
}

/** The API tree's departments (level 1), in their sort order; empty when the answer has none. */
export function departmentsOf(tree: readonly CategoryNode[] | undefined): FrontCategory[] {
  if (!Array.isArray(tree)) return [];
  return tree
    .filter((c) => c && typeof c.urlHandle === 'string' && c.urlHandle !== '' && typeof c.name === 'string')
    .slice()
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((c) => ({ urlHandle: c.urlHandle, name: c.name, ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}) }));
}

/** The static list (handle → name) as front categories. */
export function staticCategories(list: Readonly<Record<string, string>>): FrontCategory[] {
  return Object.entries(list).map(([urlHandle, name]) => ({ urlHandle, name }));
}
