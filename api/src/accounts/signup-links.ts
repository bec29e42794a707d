import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signupLinks } from '../db/schema';
import type { Executor } from './executor';
import { hashToken, newToken } from './tokens';

/** Sign-up links: random token, only its SHA-256 stored, 60 minutes, single use. */
export const SIGNUP_LINK_TTL_MINUTES = 60;

/** A new sign-up link for `email` (normalised); links sent earlier to the address stop working. */
export async function issueSignupLink(database: Database, email: string, subscribe: boolean): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SIGNUP_LINK_TTL_MINUTES * 60 * 1000);
  await database.db.transaction(async (tx) => {
    await tx.delete(signupLinks).where(and(eq(signupLinks.email, email), isNull(signupLinks.usedAt)));
    await tx.insert(signupLinks).values({ tokenHash: hashToken(token), email, subscribe, expiresAt });
  });
  return token;
}

export interface UsableLink {
  email: string;
  subscribe: boolean;
}

const usable = (token: string) => and(eq(signupLinks.tokenHash, hashToken(token)), isNull(signupLinks.usedAt), gt(signupLinks.expiresAt, new Date()));

/** Marks the link used if it still is usable, in one statement: a link works once, even when sent twice at once. */
export async function consumeSignupLink(executor: Executor, token: string): Promise<UsableLink | undefined> {
  const rows = await executor
    .update(signupLinks)
    .set({ usedAt: new Date() })
    .where(usable(token))
    .returning({ email: signupLinks.email, subscribe: signupLinks.subscribe });
  return rows[0];
}
