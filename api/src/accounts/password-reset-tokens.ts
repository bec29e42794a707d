import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResets } from '../db/schema';
import type { Executor } from './executor';
import { hashToken, newToken } from './tokens';

/** Forgot-password links: random token, only its SHA-256 stored, 30 minutes, single use. */
export const RESET_TOKEN_TTL_MINUTES = 30;

/** A new reset token for the account; any earlier link of the account stops working. */
export async function issueResetToken(database: Database, accountId: number): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000);
  await database.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), accountId, expiresAt });
  });
  return token;
}

const usable = (token: string) =>
  and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/** The account of an unused, unexpired token. */
export async function accountIdForResetToken(database: Database, token: string): Promise<number | undefined> {
  const rows = await database.db.select({ accountId: passwordResets.accountId }).from(passwordResets).where(usable(token)).limit(1);
  return rows[0]?.accountId;
}

/** Marks the token used if it still is usable, in one statement (a token works once, even under races). */
export async function consumeResetToken(executor: Executor, token: string): Promise<number | undefined> {
  const rows = await executor
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(usable(token))
    .returning({ accountId: passwordResets.accountId });
  return rows[0]?.accountId;
}

/** Drops the account's links that were not used (after a reset or a password change). */
export async function dropUnusedResetTokens(executor: Executor, accountId: number): Promise<void> {
  await executor.delete(passwordResets).where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}
