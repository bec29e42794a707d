import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { cartOwner } from '../cart/cart-owner';
import { ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { activityView, findActivity, joinActivity, joinedAt } from './member-activity';
import { MEMBER_MONTH_CODE } from './member-program-data';

const Code = Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,63}$', default: MEMBER_MONTH_CODE });

/** The member month (spec §7 Members): what it is, whether the caller joined, joining. */
export async function memberActivityRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // Static path first: `join` is no activity code.
  r.get('/account/public/member-activity/join', { schema: { querystring: Type.Object({ code: Code }) } }, async (request) => {
    // Public, visitors too; a token that is sent must be valid (as for the cart).
    const accountId = cartOwner(request);
    const activity = await findActivity(database.db, request.query.code);
    const at = accountId === undefined ? undefined : await joinedAt(database.db, activity.code, accountId);
    return ok({ code: activity.code, signedIn: accountId !== undefined, joined: at !== undefined, joinedAt: at?.toISOString() ?? null });
  });

  r.get('/account/public/member-activity/:code', { schema: { params: Type.Object({ code: Type.String({ maxLength: 64 }) }) } }, async (request) => {
    return ok(activityView(await findActivity(database.db, request.params.code), new Date()));
  });

  r.post('/account/buyer/member-month/join', async (request) => {
    const account = await requestAccount(request, database);
    const joined = await joinActivity(database.db, MEMBER_MONTH_CODE, account.id, new Date());
    return ok({ code: MEMBER_MONTH_CODE, joined: true, joinedAt: joined.joinedAt.toISOString(), alreadyJoined: joined.alreadyJoined });
  });
}
