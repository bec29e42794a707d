import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CatalogLookups } from '../catalog/lookups';
import { TtlCache } from '../catalog/search/ttl-cache';
import type { ShopId } from '../catalog/shop-prices';
import { ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { pageNames } from './page-names';
import { defaultSeo, pageTexts, type PageSeo } from './page-texts';
import { pageKey, pageOf, splitUrl } from './page-url';

/** `{ url, shopId, pageType }` (spec §7 Content). Other properties are ignored. */
const SeoBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  // Numbers arrive as text (ajv coerces): 2023 and '2023' are the same.
  shopId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 20 })),
  pageType: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 50 })),
});

const CACHE_ENTRIES = 5_000;
const CACHE_MS = 10 * 60_000;

/**
 * Page SEO data (spec §3 "Page SEO data", §7 `POST /shopping-guide/public/seo/v2`) for the storefront's
 * home and listing pages, made from the catalog and taxonomy names the URL carries. The URL decides:
 * the `pageType` sent is accepted and not needed. Answers are cached in-process (the catalog does not
 * change while the API runs); a page the API cannot name gets the spec's default title and description.
 */
export async function seoRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const lookups = new CatalogLookups(database);
  const cache = new TtlCache<PageSeo>(CACHE_ENTRIES, CACHE_MS);

  r.post('/shopping-guide/public/seo/v2', { schema: { body: SeoBody } }, async (request) => {
    const { url, shopId: sent } = request.body;
    // Spec §1: 2023 is Canada, any other value the US; without one, the request's X-SHOP-ID.
    const shopId: ShopId = sent === undefined || sent === null || sent === '' ? request.shopId : String(sent).trim() === '2023' ? 2023 : 2022;
    const page = pageOf(url);
    try {
      return ok(await cache.getOrLoad(`${shopId}|${pageKey(page)}`, async () => pageTexts(await pageNames({ database, lookups }, page, shopId), shopId, splitUrl(url).path)));
    } catch (error) {
      // Spec §8: an SEO lookup that fails shows the default title and description.
      request.log.warn({ err: error, url }, 'page SEO lookup failed; answering the defaults');
      return ok(defaultSeo());
    }
  });
}
