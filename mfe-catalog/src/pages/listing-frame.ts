import { buildBreadcrumb, humanize, type BreadcrumbItem, type MatchedRoute } from '@axlebay/shared-lib';

export interface ListingFrame {
  heading: string;
  breadcrumb: BreadcrumbItem[];
  /** Own page title and description: what the head shows when the SEO lookup has nothing (spec §8). */
  title: string;
  description: string;
}

interface Named {
  name: string;
  urlHandle: string;
}

/**
 * The names a listing URL's handles stand for, once the API's category tree, brands, makes,
 * collections and the vehicle lookup answered. Without them the frame is built from the handles
 * themselves ("land-rover" → "Land Rover"), so the heading is there from the first paint.
 */
export interface ListingNames {
  /** The category and its ancestors, department first. */
  categories?: Named[];
  brand?: Named;
  make?: Named;
  /** The collection and its ancestors, top first. */
  collections?: Named[];
  /** Names of the vehicle levels a category URL carries. */
  vehicle?: { make?: string; model?: string; year?: string };
  /** `/parts/[uncertain]`: the category the handle turned out to be, or the words searched. */
  part?: string;
}

type Crumb = { label: string; seoUrl: string };

const home: Crumb = { label: 'Home', seoUrl: '/' };

function describe(subject: string): string {
  return `Shop ${subject} at Axlebay: aftermarket parts that fit your vehicle, with fast shipping, 90-day returns and 24/7 support.`;
}

/**
 * Heading, breadcrumb (spec §3: name from label, link from seoUrl, last item disabled) and own head
 * texts of every catalog listing page.
 */
export function listingFrame(route: Pick<MatchedRoute, 'name' | 'params' | 'query'>, names: ListingNames = {}): ListingFrame {
  const p = route.params;
  const frame = (heading: string, crumbs: Crumb[], subject = heading): ListingFrame => ({
    heading,
    breadcrumb: buildBreadcrumb([home, ...crumbs]),
    title: heading,
    description: describe(subject),
  });
  const brand = names.brand ?? { name: humanize(p.brand ?? ''), urlHandle: p.brand ?? '' };
  const make = names.make ?? { name: humanize(p.make ?? ''), urlHandle: p.make ?? '' };
  const category = names.categories?.at(-1) ?? { name: humanize(p.urlHandle ?? ''), urlHandle: p.urlHandle ?? '' };

  switch (route.name) {
    case 'brands':
      return frame('Shop by brand', [{ label: 'Brands', seoUrl: '/brands' }], 'auto parts by brand');
    case 'brand':
      return frame(`${brand.name} parts`, [{ label: 'Brands', seoUrl: '/brands' }, { label: brand.name, seoUrl: `/brands/${brand.urlHandle}` }]);
    case 'brandCategory':
      return frame(`${brand.name} ${category.name}`, [
        { label: 'Brands', seoUrl: '/brands' },
        { label: brand.name, seoUrl: `/brands/${brand.urlHandle}` },
        { label: category.name, seoUrl: `/brands/${brand.urlHandle}/${category.urlHandle}` },
      ]);
    case 'makes':
      return frame('Shop by make', [{ label: 'Makes', seoUrl: '/makes' }], 'auto parts by vehicle make');
    case 'make':
      return frame(`${make.name} parts`, [{ label: 'Makes', seoUrl: '/makes' }, { label: make.name, seoUrl: `/makes/${make.urlHandle}` }]);
    case 'makeCategory':
      return frame(`${make.name} ${category.name}`, [
        { label: 'Makes', seoUrl: '/makes' },
        { label: make.name, seoUrl: `/makes/${make.urlHandle}` },
        { label: category.name, seoUrl: `/makes/${make.urlHandle}/${category.urlHandle}` },
      ]);
    case 'parts':
      return frame('All parts', [{ label: 'Parts', seoUrl: '/parts' }], 'all aftermarket auto parts');
    case 'partsUncertain': {
      const name = names.part ?? humanize(p.uncertain ?? '');
      return frame(name, [{ label: 'Parts', seoUrl: '/parts' }, { label: name, seoUrl: `/parts/${p.uncertain}` }]);
    }
    case 'categories':
      return frame('All categories', [{ label: 'Categories', seoUrl: '/categories' }], 'auto parts by category');
    case 'collection': {
      const path = names.collections ?? [{ name: humanize(p.urlHandle ?? ''), urlHandle: p.urlHandle ?? '' }];
      return frame(path.at(-1)!.name, path.map((c) => ({ label: c.name, seoUrl: `/collection/${c.urlHandle}` })));
    }
    case 'search': {
      const q = (route.query.keyword ?? route.query.q ?? '').trim();
      return {
        ...frame(q ? `Results for "${q}"` : 'Search parts', [{ label: q ? `Search results for "${q}"` : 'Search', seoUrl: '/search', ...(q ? { query: { keyword: q } } : {}) }]),
        title: q ? `${q} - Search results` : 'Search parts',
        description: describe(q ? `${q} and more aftermarket auto parts` : 'aftermarket auto parts'),
      };
    }
    case 'category':
    case 'categoryMake':
    case 'categoryModel':
    case 'categoryYear': {
      const handle = p.urlHandle ?? '';
      const path = names.categories ?? [category];
      const crumbs: Crumb[] = path.map((c) => ({ label: c.name, seoUrl: `/${c.urlHandle}` }));
      const levels: Array<[string | undefined, string | undefined]> = [
        [p.makeValue, names.vehicle?.make],
        [p.modelValue, names.vehicle?.model],
        [p.yearValue, names.vehicle?.year],
      ];
      let link = `/${handle}`;
      const shown: string[] = [];
      for (const [value, name] of levels) {
        if (!value) break;
        link += `/${value}`;
        const label = name || humanize(value);
        shown.push(label);
        crumbs.push({ label, seoUrl: link });
      }
      // "2018 Toyota Corolla Headlights": year first, the way a shopper says it.
      const [makeName, modelName, yearName] = shown;
      const vehicle = [yearName, makeName, modelName].filter(Boolean).join(' ');
      return frame(vehicle ? `${vehicle} ${category.name}` : category.name, crumbs);
    }
    default:
      return frame(humanize(route.name), []);
  }
}

/** The route's vehicle levels (`/[urlHandle]/[make]/[model]/[year]`), as given in the URL. */
export function vehicleLevels(params: Readonly<Record<string, string | undefined>>): { make?: string; model?: string; year?: string } {
  return { make: params.makeValue?.toLowerCase(), model: params.modelValue?.toLowerCase(), year: params.yearValue };
}
