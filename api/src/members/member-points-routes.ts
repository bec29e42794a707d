import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { requestAccount } from '../accounts/request-account';
import { pointsBalance, pointsLog } from './points-ledger';

export const POINTS_LOG_MAX_SIZE = 50;

/** Paging of the points log; other query parameters the storefront sends are ignored. */
const PointsLogQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: POINTS_LOG_MAX_SIZE, default: 10 }),
});

/** The signed-in buyer's member points (spec §7 Members): balances and the ledger. */
export async function memberPointsRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/account/buyer/member-points', async (request) => {
    const account = await requestAccount(request, database);
    return ok(await pointsBalance(database, account.id));
  });

  r.get('/account/buyer/member-points-log/list', { schema: { querystring: PointsLogQuery } }, async (request) => {
    const account = await requestAccount(request, database);
    return ok(await pointsLog(database, account.id, request.query.page, request.query.size));
  });
}
