import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorKeyOf } from '../http/visitor-key';
import { addWelcomeBonus } from '../members/points-ledger';
import type { AccountDeps } from './account-deps';
import { insertAccount, type AccountRow, type NewAccount } from './account-store';
import { CLIENT_TYPE } from './account-view';
import type { Executor } from './executor';
import { rememberDevice } from './known-devices';
import { setRefreshCookie } from './refresh-cookie';
import { createSession, type IssuedSession } from './sessions';

/** The sign-in answer of login, registration and third-party sign-in (shared-lib SignInResult). */
export function signInAnswer(account: Pick<AccountRow, 'id' | 'email'>, session: IssuedSession) {
  return { accountId: account.id, token: session.token, validity: session.validitySeconds, email: account.email, clientType: CLIENT_TYPE };
}

/**
 * Opens an account the way every registration does: the account, its welcome points and its first
 * sign-in in one transaction (never an account without its sign-in, or the reverse); `alsoInside`
 * adds more rows to that transaction (a third-party link). Then the device is remembered and the
 * refresh cookie set. A unique violation (the email taken meanwhile) is left to the caller.
 */
export async function openAccount(
  { config, database }: Pick<AccountDeps, 'config' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  values: NewAccount,
  alsoInside?: (tx: Executor, account: AccountRow) => Promise<void>,
) {
  const { account, session } = await database.db.transaction(async (tx) => {
    const account = await insertAccount(tx, values);
    await addWelcomeBonus(tx, account.id);
    if (alsoInside) await alsoInside(tx, account);
    const session = await createSession(database, account.id, config.accessTokenSeconds, tx);
    return { account, session };
  });
  await rememberDevice(database, account.id, visitorKeyOf(request));
  setRefreshCookie(request, reply, config, session.refreshToken);
  return signInAnswer(account, session);
}
