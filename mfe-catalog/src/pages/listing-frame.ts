import { buildBreadcrumb, humanize, type BreadcrumbItem, type MatchedRoute } from '@axlebay/shared-lib';
import { categoryName } from '../categories/front-categories';

export interface ListingFrame {
  heading: string;
  breadcrumb: BreadcrumbItem[];
  /** False when the URL names something that does not exist (the shell then shows the 404 page). */
  exists: boolean;
}

const home = { label: 'Home', seoUrl: '/' };

/** Heading and breadcrumb of every catalog listing page, from the matched route alone. */
export function listingFrame(route: Pick<MatchedRoute, 'name' | 'params' | 'query'>): ListingFrame {
  const p = route.params;
  const crumbs = (...entries: Array<{ label: string; seoUrl: string }>) => buildBreadcrumb([home, ...entries]);
  switch (route.name) {
    case 'brands':
      return { heading: 'Shop by brand', breadcrumb: crumbs({ label: 'Brands', seoUrl: '/brands' }), exists: true };
    case 'brand': {
      const brand = humanize(p.brand ?? '');
      return { heading: `${brand} parts`, breadcrumb: crumbs({ label: 'Brands', seoUrl: '/brands' }, { label: brand, seoUrl: `/brands/${p.brand}` }), exists: true };
    }
    case 'brandCategory': {
      const brand = humanize(p.brand ?? '');
      const cat = humanize(p.urlHandle ?? '');
      return {
        heading: `${brand} ${cat}`,
        breadcrumb: crumbs({ label: 'Brands', seoUrl: '/brands' }, { label: brand, seoUrl: `/brands/${p.brand}` }, { label: cat, seoUrl: `/brands/${p.brand}/${p.urlHandle}` }),
        exists: true,
      };
    }
    case 'makes':
      return { heading: 'Shop by make', breadcrumb: crumbs({ label: 'Makes', seoUrl: '/makes' }), exists: true };
    case 'make': {
      const make = humanize(p.make ?? '');
      return { heading: `${make} parts`, breadcrumb: crumbs({ label: 'Makes', seoUrl: '/makes' }, { label: make, seoUrl: `/makes/${p.make}` }), exists: true };
    }
    case 'makeCategory': {
      const make = humanize(p.make ?? '');
      const cat = humanize(p.urlHandle ?? '');
      return {
        heading: `${make} ${cat}`,
        breadcrumb: crumbs({ label: 'Makes', seoUrl: '/makes' }, { label: make, seoUrl: `/makes/${p.make}` }, { label: cat, seoUrl: `/makes/${p.make}/${p.urlHandle}` }),
        exists: true,
      };
    }
    case 'parts':
      return { heading: 'All parts', breadcrumb: crumbs({ label: 'Parts', seoUrl: '/parts' }), exists: true };
    case 'partsUncertain': {
      const name = humanize(p.uncertain ?? '');
      return { heading: name, breadcrumb: crumbs({ label: 'Parts', seoUrl: '/parts' }, { label: name, seoUrl: `/parts/${p.uncertain}` }), exists: true };
    }
    case 'categories':
      return { heading: 'All categories', breadcrumb: crumbs({ label: 'Categories', seoUrl: '/categories' }), exists: true };
    case 'collection': {
      const name = humanize(p.urlHandle ?? '');
      return { heading: name, breadcrumb: crumbs({ label: name, seoUrl: `/collection/${p.urlHandle}` }), exists: true };
    }
    case 'search': {
      const q = route.query.keyword ?? route.query.q ?? '';
      return { heading: q ? `Results for "${q}"` : 'Search parts', breadcrumb: crumbs({ label: 'Search', seoUrl: '/search' }), exists: true };
    }
    case 'category':
    case 'categoryMake':
    case 'categoryModel':
    case 'categoryYear': {
      const handle = p.urlHandle ?? '';
      const name = categoryName(handle);
      if (!name) return { heading: '', breadcrumb: [], exists: false };
      const levels = [p.makeValue, p.modelValue, p.yearValue].filter((v): v is string => Boolean(v));
      const entries = [{ label: name, seoUrl: `/${handle}` }];
      let path = `/${handle}`;
      for (const level of levels) {
        path += `/${level}`;
        entries.push({ label: humanize(level), seoUrl: path });
      }
      // "2018 Toyota Corolla Headlights": year first, like a shopper says it.
      const vehicle = [p.yearValue, p.makeValue, p.modelValue].filter(Boolean).map((v) => humanize(v!)).join(' ');
      return { heading: vehicle ? `${vehicle} ${name}` : name, breadcrumb: crumbs(...entries), exists: true };
    }
    default:
      return { heading: humanize(route.name), breadcrumb: crumbs({ label: humanize(route.name), seoUrl: '/' }), exists: true };
  }
}
