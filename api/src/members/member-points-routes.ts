import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { requestAccount } from '../accounts/request-account';
import { currencyOf } from '../catalog/shop-prices';
import { CENTS_PER_100_POINTS, MAX_POINTS_SHARE_PERCENT, POINTS_STEP, pointsToCents } from '../pricing/points';
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

  /**
   * The balance as money off the next order, as leading stores remind their members ("You have $12
   * in rewards"): what the points are worth at checkout now, or how many more make the first step.
   * Points do not expire, so there is no expiry to warn of.
   */
  r.get('/account/buyer/member-points/reminder', async (request) => {
    const account = await requestAccount(request, database);
    const { points, pendingPoints } = await pointsBalance(database, account.id);
    const redeemablePoints = Math.floor(Math.max(0, points) / POINTS_STEP) * POINTS_STEP;
    return ok({
      kind: redeemablePoints > 0 ? 'REDEEMABLE' : 'COLLECTING',
      points,
      pendingPoints,
      redeemablePoints,
      redeemableCent: pointsToCents(redeemablePoints),
      pointsToNextStep: POINTS_STEP - (Math.max(0, points) % POINTS_STEP),
      pointsStep: POINTS_STEP,
      centsPer100Points: CENTS_PER_100_POINTS,
      maxShareOfMerchandisePercent: MAX_POINTS_SHARE_PERCENT,
      currency: currencyOf(request.shopId),
    });
  });

  r.get('/account/buyer/member-points-log/list', { schema: { querystring: PointsLogQuery } }, async (request) => {
    const account = await requestAccount(request, database);
    return ok(await pointsLog(database, account.id, request.query.page, request.query.size));
  });
}
