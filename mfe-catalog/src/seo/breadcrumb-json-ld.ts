import { breadcrumbJsonLd, type BreadcrumbItem, type JsonLd } from '@axlebay/shared-lib';

/**
 * The BreadcrumbList of the breadcrumb the page shows (spec §3 breadcrumb item: name, link, optional
 * query). URLs stay root-relative: the page head makes them absolute against the canonical origin, so
 * nothing here reads `window` and the page renders the same on the server and in the browser.
 */
export function breadcrumbLd(crumbs: readonly BreadcrumbItem[]): JsonLd {
  return breadcrumbJsonLd(
    crumbs.map((c) => {
      const query = c.query && Object.keys(c.query).length ? `?${new URLSearchParams(c.query).toString()}` : '';
      return { name: c.name, url: `${c.link}${query}` };
    }),
  );
}
