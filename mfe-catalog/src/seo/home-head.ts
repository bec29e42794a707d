import { organizationJsonLd, webSiteJsonLd, type PageHead } from '@axlebay/shared-lib';

/**
 * The home page's head: default title and description (spec §2), the shop as Organization and
 * WebSite (with its site search). Built without an origin: the page head makes the root-relative
 * URLs absolute against the canonical origin (server and browser alike).
 */
export const HOME_HEAD: PageHead = Object.freeze({
  type: 'website',
  jsonLd: [organizationJsonLd(''), webSiteJsonLd('')],
});
