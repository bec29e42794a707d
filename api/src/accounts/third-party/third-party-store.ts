import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, thirdPartyLinks, usedThirdPartyAssertions } from '../../db/schema';
import type { Executor } from '../executor';
import type { VerifiedIdentity } from './identity-provider';

/** The account an outside identity opens, if one is linked to it. */
export async function linkedAccount(database: Database, provider: string, subject: string) {
  const rows = await database.db
    .select({ id: accounts.id, email: accounts.email })
    .from(thirdPartyLinks)
    .innerJoin(accounts, eq(accounts.id, thirdPartyLinks.accountId))
    .where(and(eq(thirdPartyLinks.provider, provider), eq(thirdPartyLinks.subject, subject)))
    .limit(1);
  return rows[0];
}

export async function insertLink(executor: Executor, identity: VerifiedIdentity, accountId: number) {
  await executor.insert(thirdPartyLinks).values({ provider: identity.provider, subject: identity.subject, accountId, email: identity.email });
}

/**
 * Records the code as used; false when it was used before (a replay). Recorded in the statement
 * that checks it: of two requests with one code, one wins. Expired records are swept on the way.
 */
export async function useAssertion(executor: Executor, identity: VerifiedIdentity): Promise<boolean> {
  await executor.delete(usedThirdPartyAssertions).where(lte(usedThirdPartyAssertions.expiresAt, new Date()));
  const rows = await executor
    .insert(usedThirdPartyAssertions)
    .values({ assertionId: identity.assertionId, expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ id: usedThirdPartyAssertions.assertionId });
  return rows.length === 1;
}
