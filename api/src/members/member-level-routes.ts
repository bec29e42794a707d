import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { currencyOf } from '../catalog/shop-prices';
import { ok } from '../http/envelope';
import { CENTS_PER_100_POINTS, MAX_POINTS_SHARE_PERCENT, POINTS_STEP } from '../pricing/points';
import type { RouteDeps } from '../routes';
import { activityView, findActivity } from './member-activity';
import { levelStanding, loadLevels } from './member-levels';
import { MEMBER_MONTH_CODE } from './member-program-data';
import { levelView } from './member-views';
import { WELCOME_BONUS_POINTS } from './points-ledger';

/** Levels (spec §7 Members "member-level") and the rules page's data. */
export async function memberLevelRoutes(app: FastifyInstance, { database }: RouteDeps) {
  app.get('/account/buyer/member-level', async (request) => {
    const account = await requestAccount(request, database);
    const s = await levelStanding(database.db, account.id);
    return ok({
      level: levelView(s.current),
      nextLevel: s.next ? levelView(s.next) : null,
      spendCent: s.spendCent,
      toNextCent: s.toNextCent,
      progress: s.progress,
      currency: currencyOf(request.shopId),
    });
  });

  /** Everything /myAccount/member/rule and /example show, from the data: levels, earning, spending. */
  app.get('/account/public/member-rule', async (request) => {
    const levels = await loadLevels(database.db);
    const memberMonth = await findActivity(database.db, MEMBER_MONTH_CODE);
    return ok({
      levels: levels.map(levelView),
      welcomeBonusPoints: WELCOME_BONUS_POINTS,
      pointsStep: POINTS_STEP,
      centsPer100Points: CENTS_PER_100_POINTS,
      maxShareOfMerchandisePercent: MAX_POINTS_SHARE_PERCENT,
      currency: currencyOf(request.shopId),
      memberMonth: activityView(memberMonth, new Date()),
    });
  });
}
