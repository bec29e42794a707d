import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { NicknameBody } from './account-schemas';
import { setNicknameIfEditable } from './account-store';
import { nextNicknameChangeAt, nicknameLockedMessage, nicknameLockStart, nicknameProblem } from './nickname-rules';
import { requestAccount } from './request-account';

/** Nickname and whether it may change now (rule in nickname-rules.ts: once per 30 days after the first set). */
export async function nicknameRoutes(app: FastifyInstance, { database }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/account/buyer/account/nickname/editable', async (request) => {
    const account = await requestAccount(request, database);
    const next = nextNicknameChangeAt(account.nicknameChangedAt);
    return ok({ editable: next === null, nextEditableAt: next?.toISOString() ?? null });
  });

  r.put('/account/buyer/account/nickname', { schema: { body: NicknameBody } }, async (request) => {
    const nickname = request.body.nickname.trim();
    const problem = nicknameProblem(nickname);
    if (problem) throw badRequest(problem, [{ field: 'nickname', message: problem }]);
    const account = await requestAccount(request, database);
    let changedAt = account.nicknameChangedAt;
    if (nickname !== account.nickname) {
      const updated = await setNicknameIfEditable(database, account.id, nickname, nicknameLockStart());
      if (!updated) {
        // Re-read: the lock may come from a change that raced this one.
        const next = nextNicknameChangeAt((await requestAccount(request, database)).nicknameChangedAt) ?? new Date();
        const message = nicknameLockedMessage(next);
        throw badRequest(message, [{ field: 'nickname', message }]);
      }
      changedAt = updated.nicknameChangedAt;
    }
    const next = nextNicknameChangeAt(changedAt);
    return ok({ nickname, editable: next === null, nextEditableAt: next?.toISOString() ?? null });
  });
}
