import { humanize, type ApiClient, type MatchedRoute } from '@axlebay/shared-lib';
import type { ListingNames } from '../pages/listing-frame';
import type { FixedFilter } from '../search/search-request';
import type { VehicleScope } from '../search/vehicle-scope';
import {
  findBrand,
  findByHandle,
  loadBrands,
  loadCategories,
  loadCategoryTree,
  loadCollections,
  loadMakes,
  pathOf,
  resolveMake,
  type Brand,
  type Directory,
  type DirectoryNode,
  type TreeNode,
  type Make,
  type SeoTexts,
} from './catalog-directory';
import { resolvePathVehicle } from './vehicle-path';

interface Named {
  name: string;
  urlHandle: string;
}

/** A page listing items through the search results with a fixed filter. */
export interface ResultsListing {
  kind: 'results';
  names: ListingNames;
  fixed: FixedFilter;
  vehicle: VehicleScope;
  hideFacets?: { category?: boolean; brand?: boolean };
  /** SEO texts the catalog itself carries (a category's), used when the SEO lookup has none. */
  seo?: SeoTexts;
  /** Words an SEO heading must contain to be used (a vehicle page's heading names the vehicle). */
  headingMustMention?: string[];
  /** The page title is its heading (vehicle pages: short, and what the e2e deep-link test expects). */
  titleFromHeading?: boolean;
  /** Links shown above the results: a department's categories (keeping the URL's vehicle). */
  subLinks?: Array<{ name: string; to: string }>;
  /** What a make/model page is about ("Toyota Corolla"). */
  subject?: string;
}

export type Listing =
  | { kind: 'notFound' }
  | ResultsListing
  | { kind: 'brands'; names: ListingNames; brands: Brand[] }
  | { kind: 'makes'; names: ListingNames; makes: Make[] }
  // The plain tree (JSON: a page composed on the server hands it to the browser as it is).
  | { kind: 'categories'; names: ListingNames; categories: TreeNode[] };

const NOT_FOUND: Listing = { kind: 'notFound' };

const named = (n: { name: string; urlHandle: string }): Named => ({ name: n.name, urlHandle: n.urlHandle });

/** Listings that need nothing from the API before they can show (search, all parts). */
export function immediateListing(route: Pick<MatchedRoute, 'name'>): Listing | null {
  if (route.name === 'search') return { kind: 'results', names: {}, fixed: {}, vehicle: { kind: 'current' } };
  if (route.name === 'parts') return { kind: 'results', names: {}, fixed: {}, vehicle: { kind: 'none' } };
  return null;
}

function categoryLinks(node: DirectoryNode, suffix: string) {
  return node.children.map((c) => ({ name: c.name, to: `/${c.urlHandle}${suffix}` }));
}

/**
 * What a listing URL stands for, from the API's category tree, collections, brands, makes and the
 * vehicle lookup: the names for the frame, the fixed filter and vehicle scope of its results, or
 * not found (an unknown handle: the shell then shows the 404 page). Network failures reject.
 */
export async function resolveListing(api: ApiClient, shopId: number, route: Pick<MatchedRoute, 'name' | 'params'>): Promise<Listing> {
  const immediate = immediateListing(route);
  if (immediate) return immediate;
  const p = route.params;
  switch (route.name) {
    case 'brands':
      return { kind: 'brands', names: {}, brands: await loadBrands(api, shopId) };
    case 'brand': {
      const brand = findBrand(await loadBrands(api, shopId), p.brand ?? '');
      if (!brand) return NOT_FOUND;
      return { kind: 'results', names: { brand: named(brand) }, fixed: { brandIds: [brand.id] }, vehicle: { kind: 'none' }, hideFacets: { brand: true } };
    }
    case 'brandCategory': {
      const [brands, categories] = await Promise.all([loadBrands(api, shopId), loadCategories(api, shopId)]);
      const brand = findBrand(brands, p.brand ?? '');
      const category = findByHandle(categories, p.urlHandle ?? '');
      if (!brand || !category) return NOT_FOUND;
      return {
        kind: 'results',
        names: { brand: named(brand), categories: [named(category)] },
        fixed: { brandIds: [brand.id], categoryIds: [category.id] },
        vehicle: { kind: 'none' },
        hideFacets: { brand: true },
      };
    }
    case 'makes':
      return { kind: 'makes', names: {}, makes: await loadMakes(api) };
    case 'make':
    case 'makeCategory': {
      const [make, categories] = await Promise.all([resolveMake(api, p.make ?? ''), route.name === 'makeCategory' ? loadCategories(api, shopId) : undefined]);
      const category = categories && findByHandle(categories, p.urlHandle ?? '');
      if (!make || (categories && !category)) return NOT_FOUND;
      return {
        kind: 'results',
        names: { make: named(make), ...(category ? { categories: [named(category)] } : {}) },
        fixed: { keyword: make.name, ...(category ? { categoryIds: [category.id] } : {}) },
        vehicle: { kind: 'current', make: make.urlHandle, subject: make.name },
        subject: make.name,
      };
    }
    case 'partsUncertain': {
      const handle = p.uncertain ?? '';
      const category = findByHandle(await loadCategories(api, shopId), handle);
      if (category) return { kind: 'results', names: { part: category.name }, fixed: { categoryIds: [category.id] }, vehicle: { kind: 'current' } };
      const words = humanize(handle);
      // Something the catalog has no page for: the words are searched (an empty handle has nothing to show).
      if (!words) return NOT_FOUND;
      return { kind: 'results', names: { part: words }, fixed: { keyword: words.toLowerCase() }, vehicle: { kind: 'current' } };
    }
    case 'categories':
      return { kind: 'categories', names: {}, categories: await loadCategoryTree(api, shopId) };
    case 'collection': {
      const collection = findByHandle(await loadCollections(api, shopId), p.urlHandle ?? '');
      if (!collection) return NOT_FOUND;
      return { kind: 'results', names: { collections: pathOf(collection).map(named) }, fixed: { collectionIds: [collection.id] }, vehicle: { kind: 'current' } };
    }
    case 'category':
    case 'categoryMake':
    case 'categoryModel':
    case 'categoryYear':
      return resolveCategory(api, shopId, p);
    default:
      return NOT_FOUND;
  }
}

async function resolveCategory(api: ApiClient, shopId: number, p: Readonly<Record<string, string | undefined>>): Promise<Listing> {
  const makeValue = p.makeValue?.toLowerCase();
  const modelValue = p.modelValue?.toLowerCase();
  const yearValue = p.yearValue;
  const [categories, vehicle, make] = await Promise.all([
    loadCategories(api, shopId),
    makeValue && modelValue && yearValue ? resolvePathVehicle(api, { make: makeValue, model: modelValue, year: yearValue }) : undefined,
    makeValue && !yearValue ? resolveMake(api, makeValue) : undefined,
  ]);
  const category = findByHandle(categories, p.urlHandle ?? '');
  if (!category) return NOT_FOUND;
  const names: ListingNames = { categories: pathOf(category).map(named) };
  const base = { kind: 'results' as const, names, fixed: { categoryIds: [category.id] } };
  const suffix = [makeValue, modelValue, yearValue].filter(Boolean).map((v) => `/${v}`).join('');
  const subLinks = categoryLinks(category, suffix);

  if (yearValue) {
    if (!vehicle) return NOT_FOUND;
    names.vehicle = { make: vehicle.make, model: vehicle.model, year: vehicle.year };
    return {
      ...base,
      subLinks,
      vehicle: { kind: 'fixed', attributeValueId: vehicle.attributeValueId, label: vehicle.label, removeTo: `/${category.urlHandle}` },
      headingMustMention: [vehicle.year, vehicle.make, vehicle.model],
      titleFromHeading: true,
    };
  }
  if (makeValue) {
    if (!make) return NOT_FOUND;
    const model = modelValue ? humanize(modelValue) : undefined;
    names.vehicle = { make: make.name, model };
    const subject = [make.name, model].filter(Boolean).join(' ');
    return {
      ...base,
      subLinks,
      // No year, so no taxonomy node: the make (and model) narrow by their names in the titles.
      fixed: { ...base.fixed, keyword: subject },
      vehicle: { kind: 'current', make: make.urlHandle, model: modelValue, subject },
      subject,
      headingMustMention: [make.name, ...(model ? [model] : [])],
      titleFromHeading: true,
    };
  }
  return { ...base, subLinks, vehicle: { kind: 'current' }, seo: category.seo };
}
