import { Type, type Static } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buyerConfigs, shopSettings } from '../db/schema';
import { badRequest, notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { BANNER_ART_PATTERN, renderBannerArt } from './banner-art';
import { contentOfPage, contentOfTypes } from './content-queries';
import { CONTENT_TYPES, ContentTypeSchema, normalisePagePath } from './content-types';

const Types = Type.Array(ContentTypeSchema, { minItems: 1, maxItems: CONTENT_TYPES.length, uniqueItems: true });
const ContentBody = Type.Object({ types: Types }, { additionalProperties: false });
const PageContentBody = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 500 }), types: Type.Optional(Types) },
  { additionalProperties: false },
);
const ArtParams = Type.Object({ file: Type.String({ pattern: BANNER_ART_PATTERN }) });

/** Where the shop's files are served from: this API, under this path (see fileAddress). */
export const FILE_PATH = '/infra/public/file/';

/** Spec §4/§9: shop settings (and the content next to them) may be kept 5 minutes. */
const FIVE_MINUTES = 'public, max-age=300';
const shortCache = (reply: FastifyReply) => reply.header('cache-control', FIVE_MINUTES).header('vary', 'X-SHOP-ID');

/**
 * Spec §7 "Content, config, misc": the shop's content entries (spec §3 content types) by type and by
 * page URL, the file address their image paths are relative to, the generated banner pictures, and
 * live support availability. Every answer is per shop (X-SHOP-ID).
 */
export async function contentConfigRoutes(app: FastifyInstance, { database, config }: RouteDeps) {
  const fileAddress = new URL(FILE_PATH, config.publicUrl).href;

  app.post('/infra/public/buyer/content-config/v2', { schema: { body: ContentBody } }, async (request) => {
    const { types } = request.body as Static<typeof ContentBody>;
    return ok({ fileAddress, list: await contentOfTypes(database, request.shopId, types) });
  });

  app.post('/infra/public/buyer/url/content-config/info/v2', { schema: { body: PageContentBody } }, async (request) => {
    const { url, types } = request.body as Static<typeof PageContentBody>;
    const path = normalisePagePath(url);
    if (!path) throw badRequest('url must be a page path such as /brake-pads', [{ field: 'url', message: 'must be a page path such as /brake-pads' }]);
    return ok({ fileAddress, url: path, list: await contentOfPage(database, request.shopId, path, types) });
  });

  // Decision: the shop's files are served by this API under /infra/public/file/ (public, cacheable);
  // content values hold paths relative to it, so moving the files moves one address, not every row.
  app.get('/infra/public/buyer/file/address', async (_request, reply) => {
    shortCache(reply);
    return ok({ address: fileAddress });
  });

  app.get('/infra/public/file/banner/:file', { schema: { params: ArtParams } }, async (request, reply) => {
    const svg = renderBannerArt((request.params as Static<typeof ArtParams>).file);
    if (!svg) throw notFound('No such file');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });

  app.get('/customer/public/online-customer/config/v2', async (request, reply) => {
    const shopId = request.shopId;
    const [settings, configs] = await Promise.all([
      database.db.select().from(shopSettings).where(and(eq(shopSettings.shopId, shopId), inArray(shopSettings.key, ['COMPANY_PHONE', 'SERVICE_EMAIL']))),
      database.db.select().from(buyerConfigs).where(and(eq(buyerConfigs.shopId, shopId), eq(buyerConfigs.key, 'SUPPORT_HOURS'))),
    ]);
    const setting = (key: string) => {
      const value = settings.find((s) => s.key === key)?.value;
      return typeof value === 'string' ? value : null;
    };
    const hours = configs[0]?.value ?? '24/7';
    const phone = setting('COMPANY_PHONE');
    const email = setting('SERVICE_EMAIL');
    // Support around the clock (spec §1 "24/7 support"): every channel the shop lists is open now.
    const open = hours === '24/7';
    shortCache(reply);
    return ok({
      online: open,
      hours,
      timezone: shopId === 2023 ? 'America/Toronto' : 'America/New_York',
      phone,
      email,
      channels: [
        { type: 'CHAT', available: open },
        { type: 'PHONE', available: open && phone !== null, value: phone },
        { type: 'EMAIL', available: email !== null, value: email },
      ],
    });
  });
}
