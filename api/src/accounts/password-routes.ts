import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { ChangePasswordBody } from './account-schemas';
import { replacePasswordHash } from './account-store';
import { hashPassword, verifyPassword } from './password-hashing';
import { dropUnusedResetTokens } from './password-reset-tokens';
import { assertPasswordAcceptable, requestAccount, sendTooManyAttempts } from './request-account';
import { revokeOtherSessions } from './sessions';

export const WRONG_OLD_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'New password must be different from your current password';

/** Password change of the signed-in buyer; the other sessions of the account are signed out. */
export async function passwordRoutes(app: FastifyInstance, { database, throttle }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.put('/account/buyer/account/password', { schema: { body: ChangePasswordBody } }, async (request, reply) => {
    const { oldPassword, newPassword } = request.body;
    const account = await requestAccount(request, database);
    if (!oldPassword) throw badRequest('Please enter your current password', [{ field: 'oldPassword', message: 'Please enter your current password' }]);
    assertPasswordAcceptable(newPassword, account.email, 'newPassword');
    if (newPassword === oldPassword) throw badRequest(SAME_PASSWORD, [{ field: 'newPassword', message: SAME_PASSWORD }]);

    // A stolen token must not become a way to guess the password: same limits as login.
    const attempt = await throttle.start(account.email, request.clientIp);
    if (!attempt.allowed) return sendTooManyAttempts(reply, attempt.retryAfterSeconds, 'password attempts');
    if (!(await verifyPassword(oldPassword, account.passwordHash))) {
      await attempt.failed();
      throw badRequest(WRONG_OLD_PASSWORD, [{ field: 'oldPassword', message: WRONG_OLD_PASSWORD }]);
    }
    await attempt.succeeded();

    const newHash = await hashPassword(newPassword);
    await database.db.transaction(async (tx) => {
      // Only over the hash just checked: of two changes at once, one wins and the other is told.
      if (!(await replacePasswordHash(tx, account.id, newHash, account.passwordHash))) {
        throw new ApiHttpError(409, 'Your password was changed meanwhile. Please try again');
      }
      await revokeOtherSessions(database, account.id, request.bearerToken!, tx);
      await dropUnusedResetTokens(tx, account.id);
    });
    return ok(null);
  });
}
