import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { CAMPAIGN_CACHE_MS, createCampaignStore } from './campaign-store';
import { campaignView } from './campaign-view';

export const CAMPAIGN_PATH = '/infra/public/campaign/v2';
export const UNKNOWN_CAMPAIGN = 'This campaign does not exist';

const CampaignQuery = Type.Object(
  { code: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 })) },
  { additionalProperties: false },
);

/**
 * Spec §7 `GET /infra/public/campaign/v2`: the shop's campaigns (`{ serverTime, list }`), or one by
 * `?code=` (`{ serverTime, campaign }`, unknown → 404), with their times (epoch ms) and state at
 * `serverTime`, so the page can correct the shopper's clock. Cached 30 s (spec §4) here and in
 * browsers and shared caches (per shop: `Vary: X-SHOP-ID`).
 */
export async function campaignRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const store = createCampaignStore(database);

  r.get(CAMPAIGN_PATH, { schema: { querystring: CampaignQuery } }, async (request, reply) => {
    const serverTime = Date.now();
    const list = (await store.rows(request.shopId)).map((row) => campaignView(row, serverTime));
    const vary = reply.getHeader('vary');
    reply.header('cache-control', `public, max-age=${CAMPAIGN_CACHE_MS / 1000}`).header('vary', vary ? `${String(vary)}, X-SHOP-ID` : 'X-SHOP-ID');
    const { code } = request.query;
    if (code === undefined) return ok({ serverTime, list });
    const campaign = list.find((c) => c.code === code);
    if (!campaign) throw notFound(UNKNOWN_CAMPAIGN);
    return ok({ serverTime, campaign });
  });
}
