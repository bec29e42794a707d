import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import type { Executor } from './executor';
import { hashToken, newToken } from './tokens';

/** Token validity in seconds (the storefront stores the token cookie for as long). */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

/**
 * A new bearer token for the account; only its hash is stored. The account's expired sessions are
 * dropped on the way (housekeeping). Pass `executor` to run inside a transaction.
 */
export async function createSession(database: Database, accountId: number, executor: Executor = database.db) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await executor.delete(sessions).where(and(eq(sessions.accountId, accountId), lte(sessions.expiresAt, new Date())));
  await executor.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt });
  return { token, validitySeconds: SESSION_TTL_SECONDS, expiresAt };
}

/** The account a bearer token belongs to, if the token exists and has not expired. */
export async function accountIdForToken(database: Database, token: string): Promise<number | undefined> {
  const rows = await database.db
    .select({ accountId: sessions.accountId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.accountId;
}

export async function revokeSession(database: Database, token: string) {
  await database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(database: Database, accountId: number, executor: Executor = database.db) {
  await executor.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Every session of the account except the one of `keepToken` (password change: sign out elsewhere). */
export async function revokeOtherSessions(database: Database, accountId: number, keepToken: string, executor: Executor = database.db) {
  await executor.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, hashToken(keepToken))));
}
