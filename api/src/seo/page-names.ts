import type { CatalogLookups, CategoryNode } from '../catalog/lookups';
import { UNPUBLISHED_STATUSES } from '../catalog/generate/statuses';
import { marketColumns, type ShopId } from '../catalog/shop-prices';
import type { Database } from '../db/client';
import type { PageRef } from './page-url';

export interface NamedCategory {
  name: string;
  urlHandle: string;
  /** The category's stored SEO record (spec §3 "Page SEO data"). */
  seo: Record<string, string>;
  department: string | null;
}

/**
 * What a page's handles stand for, looked up in the catalog and taxonomy. `undefined` when the URL
 * names something that does not exist (the page is then answered with the defaults).
 */
export type PageNames =
  | { pageType: 'HOME' | 'BRANDS' | 'MAKES' | 'PARTS' | 'CATEGORIES' | 'DEFAULT' }
  | { pageType: 'BRAND'; brand: string }
  | { pageType: 'BRAND_CATEGORY'; brand: string; category: NamedCategory }
  | { pageType: 'MAKE'; make: string }
  | { pageType: 'MAKE_CATEGORY'; make: string; category: NamedCategory }
  | { pageType: 'PARTS_UNCERTAIN'; category?: NamedCategory; words?: string }
  | { pageType: 'COLLECTION'; collection: string }
  | { pageType: 'SEARCH'; keyword: string }
  | { pageType: 'PRODUCT'; title: string; description: string; brand: string; category: string }
  | { pageType: 'CATEGORY'; category: NamedCategory }
  | { pageType: 'CATEGORY_MAKE' | 'CATEGORY_MODEL' | 'CATEGORY_YEAR'; category: NamedCategory; vehicle: string };

export interface NameSources {
  database: Database;
  lookups: CatalogLookups;
}

async function categoryByHandle(lookups: CatalogLookups, handle: string): Promise<NamedCategory | undefined> {
  const tree = await lookups.categories();
  let found: CategoryNode | undefined;
  for (const node of tree.byId.values()) if (node.urlHandle === handle) found = node;
  if (!found) return undefined;
  const parent = found.parentId !== null ? tree.byId.get(found.parentId) : undefined;
  return { name: found.name, urlHandle: found.urlHandle, seo: found.seo ?? {}, department: parent?.name ?? null };
}

async function makeByHandle(database: Database, handle: string) {
  return (await database.query<{ id: number; name: string }>('select id, name from vehicle_make where url_handle = $1', [handle]))[0];
}

async function modelByHandle(database: Database, makeId: number, handle: string) {
  return (
    await database.query<{ name: string; yearFrom: number; yearTo: number }>(
      'select name, year_from::int as "yearFrom", year_to::int as "yearTo" from vehicle_model where make_id = $1 and url_handle = $2',
      [makeId, handle],
    )
  )[0];
}

/** "brake-pads" → "Brake Pads". */
export function wordsOf(handle: string): string {
  return handle
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export async function pageNames({ database, lookups }: NameSources, page: PageRef, shopId: ShopId): Promise<PageNames | undefined> {
  switch (page.pageType) {
    case 'HOME':
    case 'BRANDS':
    case 'MAKES':
    case 'PARTS':
    case 'CATEGORIES':
    case 'DEFAULT':
      return { pageType: page.pageType };
    case 'SEARCH':
      return page;
    case 'BRAND':
    case 'BRAND_CATEGORY': {
      const brand = [...(await lookups.brands()).values()].find((b) => b.urlHandle === page.brand);
      if (!brand) return undefined;
      if (page.pageType === 'BRAND') return { pageType: 'BRAND', brand: brand.name };
      const category = await categoryByHandle(lookups, page.category);
      return category && { pageType: 'BRAND_CATEGORY', brand: brand.name, category };
    }
    case 'MAKE':
    case 'MAKE_CATEGORY': {
      const make = await makeByHandle(database, page.make);
      if (!make) return undefined;
      if (page.pageType === 'MAKE') return { pageType: 'MAKE', make: make.name };
      const category = await categoryByHandle(lookups, page.category);
      return category && { pageType: 'MAKE_CATEGORY', make: make.name, category };
    }
    case 'PARTS_UNCERTAIN': {
      const category = await categoryByHandle(lookups, page.handle);
      return category ? { pageType: 'PARTS_UNCERTAIN', category } : { pageType: 'PARTS_UNCERTAIN', words: wordsOf(page.handle) };
    }
    case 'COLLECTION': {
      const collection = [...(await lookups.collections()).byId.values()].find((c) => c.urlHandle === page.collection);
      return collection && { pageType: 'COLLECTION', collection: collection.name };
    }
    case 'PRODUCT': {
      const unpublished = UNPUBLISHED_STATUSES.map((s) => `'${s}'`).join(', ');
      const rows = await database.query<{ title: string; seo: Record<string, string>; brandId: number; categoryId: number }>(
        `select i.title, c.seo, i.brand_id as "brandId", i.category_id as "categoryId" from item i join item_content c on c.item_id = i.id
         where i.url_handle = $1 and i.${marketColumns(shopId).status} not in (${unpublished})`,
        [page.product],
      );
      const item = rows[0];
      if (!item) return undefined;
      const [brands, categories] = await Promise.all([lookups.brands(), lookups.categories()]);
      return {
        pageType: 'PRODUCT',
        title: item.seo?.title || item.title,
        description: item.seo?.description || '',
        brand: brands.get(item.brandId)?.name ?? '',
        category: categories.byId.get(item.categoryId)?.name ?? '',
      };
    }
    case 'CATEGORY':
    case 'CATEGORY_MAKE':
    case 'CATEGORY_MODEL':
    case 'CATEGORY_YEAR': {
      const category = await categoryByHandle(lookups, page.category);
      if (!category) return undefined;
      if (page.pageType === 'CATEGORY') return { pageType: 'CATEGORY', category };
      const make = await makeByHandle(database, page.make);
      if (!make) return undefined;
      if (page.pageType === 'CATEGORY_MAKE') return { pageType: page.pageType, category, vehicle: make.name };
      const model = await modelByHandle(database, make.id, page.model);
      if (!model) return undefined;
      if (page.pageType === 'CATEGORY_MODEL') return { pageType: page.pageType, category, vehicle: `${make.name} ${model.name}` };
      const year = Number(page.year);
      if (year < model.yearFrom || year > model.yearTo) return undefined;
      return { pageType: page.pageType, category, vehicle: `${year} ${make.name} ${model.name}` };
    }
  }
}
