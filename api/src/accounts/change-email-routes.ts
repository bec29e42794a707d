import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { ChangeEmailInitBody, EmailCodeBody } from './account-schemas';
import { emailUsedByOther, isUniqueViolation, replaceEmail } from './account-store';
import { userData } from './account-view';
import { CODE_MISSING, checkEmailCode, consumeEmailCode, dropEmailCodes, issueEmailCode } from './email-codes';
import { requireEmail } from './email-address';
import { codeError, EMAIL_CODE_LOG_MESSAGE, requireCodeShape } from './email-verify-routes';
import { verifyPassword } from './password-hashing';
import { dropUnusedResetTokens } from './password-reset-tokens';
import { DUPLICATE_EMAIL } from './registration-routes';
import { requestAccount, sendTooManyAttempts } from './request-account';
import { sendTooMany } from '../limits/too-many';
import { takeCodeRequest, tooManyCodesMessage } from './code-requests';

export const WRONG_PASSWORD = 'Password is incorrect';
export const SAME_EMAIL = 'This is already your email address';

/**
 * Email change in two steps: init checks the password and the new address and sends a code to the
 * new address; finish takes the code and switches the account over (verified, since the buyer
 * proved they read that inbox). Outside production the code is logged instead of mailed.
 */
export async function changeEmailRoutes(app: FastifyInstance, { config, database, limits, throttle }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const duplicate = () => badRequest(DUPLICATE_EMAIL, [{ field: 'newEmail', message: DUPLICATE_EMAIL }]);

  r.put('/account/buyer/account/change-email-init', { schema: { body: ChangeEmailInitBody } }, async (request, reply) => {
    const account = await requestAccount(request, database);
    const newEmail = requireEmail(request.body.newEmail, 'newEmail');
    const { password } = request.body;
    if (!password) throw badRequest('Please enter your password', [{ field: 'password', message: 'Please enter your password' }]);
    if (newEmail === account.email) throw badRequest(SAME_EMAIL, [{ field: 'newEmail', message: SAME_EMAIL }]);

    // A stolen token must not become a way to guess the password: same limits as login.
    const attempt = await throttle.start(account.email, request.clientIp);
    if (!attempt.allowed) return sendTooManyAttempts(reply, attempt.retryAfterSeconds, 'password attempts');
    if (!(await verifyPassword(password, account.passwordHash))) {
      await attempt.failed();
      throw badRequest(WRONG_PASSWORD, [{ field: 'password', message: WRONG_PASSWORD }]);
    }
    await attempt.succeeded();
    if (await emailUsedByOther(database, newEmail, account.id)) throw duplicate();
    const codes = await takeCodeRequest(limits, account.id, 'change-email');
    if (!codes.allowed) return sendTooMany(reply, codes.retryAfterSeconds, tooManyCodesMessage(codes.retryAfterSeconds));

    const { code, expiresAt } = await issueEmailCode(database, account.id, 'change-email', newEmail);
    if (!config.production) request.log.info({ emailCode: code, email: newEmail, purpose: 'change-email' }, EMAIL_CODE_LOG_MESSAGE);
    return ok({ email: newEmail, expiresAt: expiresAt.toISOString() });
  });

  r.put('/account/buyer/account/change-email-finish', { schema: { body: EmailCodeBody } }, async (request) => {
    const code = requireCodeShape(request.body.code);
    const account = await requestAccount(request, database);
    const checked = await checkEmailCode(database, account.id, 'change-email', code);
    if (!checked.ok) throw codeError(checked.message);
    try {
      const updated = await database.db.transaction(async (tx) => {
        if (!(await consumeEmailCode(tx, account.id, 'change-email', checked.codeHash))) throw codeError(CODE_MISSING);
        const row = await replaceEmail(tx, account.id, checked.email);
        if (!row) throw codeError(CODE_MISSING);
        // Codes and reset links sent to the old address mean nothing for the new one.
        await dropEmailCodes(tx, account.id);
        await dropUnusedResetTokens(tx, account.id);
        return row;
      });
      return ok(userData(updated, config.publicUrl));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Someone registered the address after the code was sent: the code can never succeed now.
      await dropEmailCodes(database.db, account.id, 'change-email');
      throw duplicate();
    }
  });
}
