import type { Database } from '../db/client';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  urlHandle: string;
  level: number;
  sort: number;
  imageUrl: string;
  seo: Record<string, string>;
  displayAttributes: { key: string; name: string; values: string[] }[];
  reviewCount: number;
  ratingValue: number;
  children: CategoryNode[];
}

export interface BrandEntry {
  id: number;
  name: string;
  urlHandle: string;
  logoUrl: string;
}

export interface CollectionNode {
  id: number;
  parentId: number | null;
  name: string;
  urlHandle: string;
  sort: number;
  children: CollectionNode[];
}

/** The catalog's word list (search_word, written with the dataset): "did you mean" and the search box's completions. */
export interface SearchWords {
  known: Set<string>;
  /** Most frequent first, ties by word (the suggestions' order). */
  byFrequency: string[];
}

export interface Tree<T> {
  byId: Map<number, T>;
  roots: T[];
}

/**
 * Categories, brands and collections: a few dozen rows each that every search names or expands, and the
 * word list (about 1,300 words), read once per process (the dataset does not change while the API runs).
 */
export class CatalogLookups {
  private readonly loaded = new Map<string, Promise<unknown>>();

  constructor(private readonly database: Database) {}

  categories(): Promise<Tree<CategoryNode>> {
    return this.once('categories', async () => {
      const rows = await this.database.query<Omit<CategoryNode, 'children'>>(
        `select id, parent_id as "parentId", name, url_handle as "urlHandle", level::int as level, sort, image_url as "imageUrl",
                seo, display_attributes as "displayAttributes", review_count as "reviewCount", rating_value as "ratingValue"
         from category order by level, sort, id`,
      );
      return buildTree(rows.map((r) => ({ ...r, children: [] })));
    });
  }

  brands(): Promise<Map<number, BrandEntry>> {
    return this.once('brands', async () => {
      const rows = await this.database.query<BrandEntry>('select id, name, url_handle as "urlHandle", logo_url as "logoUrl" from brand order by name collate "C", id');
      return new Map(rows.map((b) => [b.id, b]));
    });
  }

  collections(): Promise<Tree<CollectionNode>> {
    return this.once('collections', async () => {
      const rows = await this.database.query<Omit<CollectionNode, 'children'>>(
        'select id, parent_id as "parentId", name, url_handle as "urlHandle", sort from collection order by sort, id',
      );
      return buildTree(rows.map((r) => ({ ...r, children: [] })));
    });
  }

  searchWords(): Promise<SearchWords> {
    return this.once('searchWords', async () => {
      const rows = await this.database.query<{ word: string }>('select word from search_word order by doc_count desc, word collate "C"');
      const byFrequency = rows.map((r) => r.word);
      return { known: new Set(byFrequency), byFrequency };
    });
  }

  /** Loads once; a failed load is forgotten so the next call tries again. */
  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.loaded.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.loaded.set(key, promise);
      promise.catch(() => this.loaded.delete(key));
    }
    return promise;
  }

  /** The ids and all their descendants (a department filter covers its leaves); unknown ids stay (they match nothing). */
  static withDescendants<T extends { id: number; children: T[] }>(tree: Tree<T>, ids: readonly number[]): number[] {
    const out = new Set<number>();
    const visit = (node: T) => {
      out.add(node.id);
      node.children.forEach(visit);
    };
    for (const id of ids) {
      const node = tree.byId.get(id);
      if (node) visit(node);
      else out.add(id);
    }
    return [...out];
  }
}

function buildTree<T extends { id: number; parentId: number | null; children: T[] }>(nodes: T[]): Tree<T> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { byId, roots };
}
