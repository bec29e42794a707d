import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { ForgetPasswordInitBody, ForgetPasswordResetBody } from './account-schemas';
import { findAccountByEmail, findAccountById, replacePasswordHash } from './account-store';
import { requireEmail } from './email-address';
import { hashPassword } from './password-hashing';
import { accountIdForResetToken, consumeResetToken, dropUnusedResetTokens, issueResetToken } from './password-reset-tokens';
import { assertPasswordAcceptable } from './request-account';
import { sendTooMany, waitText } from '../limits/too-many';
import { limitKey } from '../limits/limit';
import { takeAll } from '../limits/take-all';
import { revokeAllSessions } from './sessions';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';
/** The same answer whether or not the email has an account (no account enumeration). */
export const RESET_REQUESTED = 'If an account exists for this email, we have sent it a link to reset the password.';
export const tooManyResetsMessage = (retryAfterSeconds: number) => `Too many password reset requests. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * Forgot password. There is no mail server: outside production the reset token is written to the
 * server log (the developer's "email"); in production nothing about it is logged.
 */
export async function forgetPasswordRoutes(app: FastifyInstance, { config, database, limits, throttle }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const invalidLink = () => badRequest(RESET_LINK_INVALID, [{ field: 'token', message: RESET_LINK_INVALID }]);

  r.put('/account/public/buyer/account/forget-password/init', { schema: { body: ForgetPasswordInitBody } }, async (request, reply) => {
    const email = requireEmail(request.body.email);
    // Counted alike for every address, registered or not: the limit reveals nothing either.
    const taken = await takeAll([
      [limits.resetEmail, limitKey('reset', email)],
      [limits.resetIp, limitKey('reset', request.clientIp)],
    ]);
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyResetsMessage(taken.retryAfterSeconds));
    const account = await findAccountByEmail(database, email);
    if (account) {
      const resetToken = await issueResetToken(database, account.id);
      if (!config.production) request.log.info({ resetToken, email }, 'password reset token');
    }
    return ok({ message: RESET_REQUESTED });
  });

  r.put('/account/public/buyer/account/forget-password/reset', { schema: { body: ForgetPasswordResetBody } }, async (request) => {
    const { token, newPassword } = request.body;
    const email = requireEmail(request.body.email);
    if (!token) throw invalidLink();
    const accountId = await accountIdForResetToken(database, token);
    const account = accountId === undefined ? undefined : await findAccountById(database, accountId);
    if (!account || account.email !== email) throw invalidLink();
    // The link stays usable until a password that passes the rules is set.
    assertPasswordAcceptable(newPassword, email, 'newPassword');

    const newHash = await hashPassword(newPassword);
    await database.db.transaction(async (tx) => {
      // Consumed in the same statement that checks it: a link works once even when sent twice at once.
      if ((await consumeResetToken(tx, token)) !== account.id) throw invalidLink();
      await replacePasswordHash(tx, account.id, newHash);
      await dropUnusedResetTokens(tx, account.id);
      await revokeAllSessions(database, account.id, tx);
    });
    await throttle.clearAccount(email, request.clientIp);
    return ok(null);
  });
}
