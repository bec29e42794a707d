import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { Executor } from './executor';

export type AccountRow = typeof accounts.$inferSelect;

/** Matches the unique index on lower(email), so the lookup uses it. `email` must be normalised. */
const emailIs = (email: string) => sql`lower(${accounts.email}) = ${email}`;

export async function findAccountByEmail(database: Database, email: string): Promise<AccountRow | undefined> {
  const rows = await database.db.select().from(accounts).where(emailIs(email)).limit(1);
  return rows[0];
}

export async function findAccountById(database: Database, id: number): Promise<AccountRow | undefined> {
  const rows = await database.db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

export async function emailIsRegistered(database: Database, email: string): Promise<boolean> {
  const rows = await database.db.select({ id: accounts.id }).from(accounts).where(emailIs(email)).limit(1);
  return rows.length > 0;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  subscribed: boolean;
  nickname?: string;
  /** Set when the address was proven at sign-up (an emailed sign-up link, a provider that vouched for it). */
  emailVerified?: boolean;
}

/** Inserts the account; a duplicate email surfaces as the database's unique violation (see isUniqueViolation). */
export async function insertAccount(executor: Executor, values: NewAccount): Promise<AccountRow> {
  const rows = await executor.insert(accounts).values(values).returning();
  return rows[0]!;
}

/** PostgreSQL's unique_violation (23505), as thrown by node-postgres or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  zipCode?: string;
}

export async function updateProfile(database: Database, id: number, patch: ProfilePatch): Promise<AccountRow | undefined> {
  const rows = await database.db
    .update(accounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return rows[0];
}

/**
 * Sets the nickname only if it may change now (never set, or last set at or before `lastChangeBefore`),
 * in one statement so two concurrent requests cannot both pass the check. undefined when it may not.
 */
export async function setNicknameIfEditable(
  database: Database,
  id: number,
  nickname: string,
  lastChangeBefore: Date,
): Promise<AccountRow | undefined> {
  const now = new Date();
  const rows = await database.db
    .update(accounts)
    .set({ nickname, nicknameChangedAt: now, updatedAt: now })
    .where(and(eq(accounts.id, id), or(isNull(accounts.nicknameChangedAt), lte(accounts.nicknameChangedAt, lastChangeBefore))))
    .returning();
  return rows[0];
}

/**
 * Replaces the password hash. With `expectedHash`, only if the stored hash is still that one (a
 * concurrent change wins, this one reports false).
 */
export async function replacePasswordHash(executor: Executor, id: number, newHash: string, expectedHash?: string): Promise<boolean> {
  const where = expectedHash ? and(eq(accounts.id, id), eq(accounts.passwordHash, expectedHash)) : eq(accounts.id, id);
  const rows = await executor
    .update(accounts)
    .set({ passwordHash: newHash, updatedAt: new Date() })
    .where(where)
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Another account already uses this (normalised) email. */
export async function emailUsedByOther(database: Database, email: string, accountId: number): Promise<boolean> {
  const rows = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(emailIs(email), ne(accounts.id, accountId)))
    .limit(1);
  return rows.length > 0;
}

/** Marks the email verified, only while it is still `email` (a change meanwhile wins). undefined otherwise. */
export async function markEmailVerified(executor: Executor, id: number, email: string): Promise<AccountRow | undefined> {
  const rows = await executor
    .update(accounts)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(accounts.id, id), eq(accounts.email, email)))
    .returning();
  return rows[0];
}

/**
 * Sets a new, verified email. A unique violation (someone registered it meanwhile) surfaces as the
 * database error: see isUniqueViolation.
 */
export async function replaceEmail(executor: Executor, id: number, email: string): Promise<AccountRow | undefined> {
  const rows = await executor
    .update(accounts)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return rows[0];
}

/** Sets the avatar URL (a path of this API). */
export async function setAvatarUrl(executor: Executor, id: number, avatarUrl: string): Promise<AccountRow | undefined> {
  const rows = await executor.update(accounts).set({ avatarUrl, updatedAt: new Date() }).where(eq(accounts.id, id)).returning();
  return rows[0];
}

/** Locks the account row until the transaction ends: serialises changes to the account's own lists. */
export async function lockAccount(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
  return rows.length > 0;
}
