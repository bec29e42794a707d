import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_INVALID } from '../http/auth';
import { ApiHttpError, badRequest } from '../http/envelope';
import type { Database } from '../db/client';
import { findAccountById, type AccountRow } from './account-store';
import { passwordProblem } from './password-rules';
import { tooManyAttemptsMessage } from './login-throttle';
import { sendTooMany } from '../limits/too-many';

/** The account of the request's bearer token (buyer paths only reach handlers with one). */
export async function requestAccount(request: FastifyRequest, database: Database): Promise<AccountRow> {
  const account = request.accountId ? await findAccountById(database, request.accountId) : undefined;
  if (!account) throw new ApiHttpError(401, LOGIN_INVALID);
  return account;
}

/** 400 at `field` with the first password rule the value breaks. */
export function assertPasswordAcceptable(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest(problem, [{ field, message: problem }]);
}

/** 429 with Retry-After (seconds) and a message that says when to try again. */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number, what?: string) {
  return sendTooMany(reply, retryAfterSeconds, tooManyAttemptsMessage(retryAfterSeconds, what));
}
