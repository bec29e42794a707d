import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, ok, type FieldError } from '../http/envelope';
import { visitorKeyOf } from '../http/visitor-key';
import { addWelcomeBonus } from '../members/points-ledger';
import type { AccountDeps } from './account-deps';
import { insertAccount, isUniqueViolation, type AccountRow, type NewAccount } from './account-store';
import { CLIENT_TYPE } from './account-view';
import type { Executor } from './executor';
import { rememberDevice } from './known-devices';
import { checkName } from './profile-rules';
import { setRefreshCookie } from './refresh-cookie';
import { createSession, type IssuedSession } from './sessions';

export const DUPLICATE_EMAIL = 'An account with this email already exists';

/** First and last name of a registration body, checked (spec §7 register); a 400 naming every bad one. */
export function readNames(body: { firstName?: string; lastName?: string }): Record<'firstName' | 'lastName', string> {
  const names = { firstName: '', lastName: '' };
  const fieldErrors: FieldError[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const checked = checkName(body[field] ?? '', field);
    if ('error' in checked) fieldErrors.push(checked.error);
    else names[field] = checked.value;
  }
  if (fieldErrors.length) throw badRequest(fieldErrors[0]!.message, fieldErrors);
  return names;
}

/** The sign-in answer of login, registration and third-party sign-in (shared-lib SignInResult). */
export function signInAnswer(account: Pick<AccountRow, 'id' | 'email'>, session: IssuedSession) {
  return { accountId: account.id, token: session.token, validity: session.validitySeconds, email: account.email, clientType: CLIENT_TYPE };
}

/**
 * Opens an account and signs it in: account, welcome points and first session in one transaction
 * (never an account without its sign-in, or the reverse), then the refresh cookie. The answer is the
 * login's (token, validity, email), which the storefront stores right away (spec §4 Registration).
 * `claim` runs first in the same transaction and yields the account's values (e.g. uses up a sign-up
 * link), so nothing is half-written when it refuses; `alsoInside` adds rows for the new account (a
 * third-party link). A unique violation (the email taken meanwhile) is left to the caller.
 */
export async function createAndSignIn(
  { config, database }: Pick<AccountDeps, 'config' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  claim: (tx: Executor) => Promise<NewAccount>,
  alsoInside?: (tx: Executor, account: AccountRow) => Promise<void>,
) {
  const { account, session } = await database.db.transaction(async (tx) => {
    const account = await insertAccount(tx, await claim(tx));
    await addWelcomeBonus(tx, account.id);
    if (alsoInside) await alsoInside(tx, account);
    const session = await createSession(database, account.id, config.accessTokenSeconds, tx);
    return { account, session };
  });
  await rememberDevice(database, account.id, visitorKeyOf(request));
  setRefreshCookie(request, reply, config, session.refreshToken);
  return signInAnswer(account, session);
}

/** `createAndSignIn` for the registrations by email: two at once of one address get the same 400. */
export async function openAccount(
  deps: Pick<AccountDeps, 'config' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  claim: (tx: Executor) => Promise<NewAccount>,
) {
  try {
    return ok(await createAndSignIn(deps, request, reply, claim));
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
    throw error;
  }
}
