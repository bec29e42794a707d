import { Type } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buyerConfigs, shopSettings } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteDeps } from '.';

const PageQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    size: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);

/** Shop settings and buyer config the shell needs at start-up (spec §7 "Content, config, misc"). */
export async function settingsRoutes(app: FastifyInstance, { database }: RouteDeps) {
  app.get('/infra/public/shop-setting/v2', async (request) => {
    const rows = await database.db.select().from(shopSettings).where(eq(shopSettings.shopId, request.shopId));
    return ok(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  });

  app.get('/infra/public/buyer/config/list', { schema: { querystring: PageQuery } }, async (request) => {
    const { page, size } = request.query as { page: number; size: number };
    const where = eq(buyerConfigs.shopId, request.shopId);
    const [list, total] = await Promise.all([
      database.db
        .select({ key: buyerConfigs.key, value: buyerConfigs.value })
        .from(buyerConfigs)
        .where(where)
        .orderBy(asc(buyerConfigs.sort))
        .limit(size)
        .offset((page - 1) * size),
      database.db.select({ n: sql<number>`count(*)::int` }).from(buyerConfigs).where(and(where)),
    ]);
    return ok({ list, total: total[0]?.n ?? 0, page, size });
  });
}
