import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, newsletterSubscribers } from '../db/schema';
import { newToken } from '../accounts/tokens';
import type { Executor } from '../accounts/executor';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** Longest `source` kept: it names a form, not a sentence. */
export const SOURCE_MAX_LENGTH = 40;

export function cleanSource(raw: string | undefined): string {
  return (raw ?? '').trim().slice(0, SOURCE_MAX_LENGTH);
}

/** The account of the same address follows the newsletter (its `subscribed` flag, set at registration). */
async function syncAccountFlag(executor: Executor, email: string, subscribed: boolean): Promise<void> {
  await executor
    .update(accounts)
    .set({ subscribed, updatedAt: new Date() })
    .where(sql`lower(${accounts.email}) = ${email}`);
}

export type SubscribeOutcome = { row: SubscriberRow; alreadySubscribed: boolean };

/**
 * Subscribes `email` (normalised). Idempotent: an address already subscribed is left as it is
 * (reported as `alreadySubscribed`); an unsubscribed one is subscribed again with its old key, so
 * links sent earlier keep working. One statement decides, so two requests at once cannot both insert.
 */
export async function subscribe(database: Database, email: string, source: string): Promise<SubscribeOutcome> {
  return database.db.transaction(async (tx) => {
    const changed = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, unsubscribeKey: newToken() })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { subscribed: true, source, subscribedAt: new Date(), unsubscribedAt: null },
        setWhere: eq(newsletterSubscribers.subscribed, false),
      })
      .returning();
    if (changed[0]) {
      await syncAccountFlag(tx, email, true);
      return { row: changed[0], alreadySubscribed: false };
    }
    const rows = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
    return { row: rows[0]!, alreadySubscribed: true };
  });
}

/**
 * Whether `email` gets the newsletter: its subscription row decides; an address that never used the
 * form follows its account's flag (ticked at registration).
 */
export async function isSubscribed(database: Database, email: string): Promise<boolean> {
  const rows = await database.db.select({ subscribed: newsletterSubscribers.subscribed }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  if (rows[0]) return rows[0].subscribed;
  const account = await database.db.select({ subscribed: accounts.subscribed }).from(accounts).where(sql`lower(${accounts.email}) = ${email}`).limit(1);
  return account[0]?.subscribed ?? false;
}

/** The subscription an unsubscribe link's key stands for. */
export async function findByUnsubscribeKey(database: Database, key: string): Promise<SubscriberRow | undefined> {
  const rows = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeKey, key)).limit(1);
  return rows[0];
}

/** Unsubscribes `email` (row and account flag); nothing to do for an address that is not subscribed. */
export async function unsubscribe(database: Database, email: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.subscribed, true)));
    await syncAccountFlag(tx, email, false);
  });
}
