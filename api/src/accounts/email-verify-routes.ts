import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { EmailCodeBody } from './account-schemas';
import { markEmailVerified } from './account-store';
import { userData } from './account-view';
import { CODE_FORMAT, checkEmailCode, consumeEmailCode, issueEmailCode, CODE_MISSING } from './email-codes';
import { requestAccount } from './request-account';
import { sendTooMany } from '../limits/too-many';
import { takeCodeRequest, tooManyCodesMessage } from './code-requests';

export const ALREADY_VERIFIED = 'Your email address is already verified';

/** The log line that stands in for the email outside production (tests and developers read it). */
export const EMAIL_CODE_LOG_MESSAGE = 'email verification code';

/** The typed code, trimmed, or a 400 at `code` when it is not 6 digits (no attempt is used for that). */
export function requireCodeShape(raw: string): string {
  const code = raw.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) throw badRequest(CODE_FORMAT, [{ field: 'code', message: CODE_FORMAT }]);
  return code;
}

export const codeError = (message: string) => badRequest(message, [{ field: 'code', message }]);

/**
 * Verifying the current email with a 6-digit code. There is no mail server: outside production the
 * code is written to the server log (the developer's "email"); in production nothing about it is logged.
 */
export async function emailVerifyRoutes(app: FastifyInstance, { config, database, limits }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.put('/account/buyer/account/email-verify-init', async (request, reply) => {
    const account = await requestAccount(request, database);
    if (account.emailVerified) throw badRequest(ALREADY_VERIFIED, [{ field: 'email', message: ALREADY_VERIFIED }]);
    const codes = await takeCodeRequest(limits, account.id, 'email-verify');
    if (!codes.allowed) return sendTooMany(reply, codes.retryAfterSeconds, tooManyCodesMessage(codes.retryAfterSeconds));
    const { code, expiresAt } = await issueEmailCode(database, account.id, 'email-verify', account.email);
    if (!config.production) request.log.info({ emailCode: code, email: account.email, purpose: 'email-verify' }, EMAIL_CODE_LOG_MESSAGE);
    return ok({ email: account.email, expiresAt: expiresAt.toISOString() });
  });

  r.put('/account/buyer/account/email-verify', { schema: { body: EmailCodeBody } }, async (request) => {
    const code = requireCodeShape(request.body.code);
    const account = await requestAccount(request, database);
    if (account.emailVerified) return ok(userData(account, config.publicUrl));
    const checked = await checkEmailCode(database, account.id, 'email-verify', code);
    if (!checked.ok) throw codeError(checked.message);
    // A code sent to an address the account no longer has proves nothing about the current one.
    if (checked.email !== account.email) throw codeError(CODE_MISSING);
    const updated = await database.db.transaction(async (tx) => {
      if (!(await consumeEmailCode(tx, account.id, 'email-verify', checked.codeHash))) throw codeError(CODE_MISSING);
      const row = await markEmailVerified(tx, account.id, checked.email);
      if (!row) throw codeError(CODE_MISSING);
      return row;
    });
    return ok(userData(updated, config.publicUrl));
  });
}
