import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import type { Executor } from './executor';
import { hashToken, newToken } from './tokens';

/**
 * Spec §9: sign-in is retained 30 days (2,592,000 s). It is the refresh token's lifetime (and its
 * cookie's Max-Age); every refresh starts a new 30 days. The access token lives `accessSeconds`
 * (config AXLEBAY_ACCESS_TOKEN_SECONDS, 15 minutes by default).
 */
export const REFRESH_TTL_SECONDS = 2_592_000;

/** What a sign-in or a refresh hands out: the bearer (access) token and the refresh token. */
export interface IssuedSession {
  token: string;
  /** Seconds the access token is valid (the storefront keeps its cookie as long). */
  validitySeconds: number;
  refreshToken: string;
}

async function issue(executor: Executor, accountId: number, familyId: string, accessSeconds: number): Promise<IssuedSession> {
  const token = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  await executor.insert(sessions).values({ tokenHash: hashToken(token), accountId, familyId, expiresAt: new Date(now + accessSeconds * 1000) });
  await executor.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), accountId, familyId, expiresAt: new Date(now + REFRESH_TTL_SECONDS * 1000) });
  return { token, validitySeconds: accessSeconds, refreshToken };
}

/**
 * A new sign-in (login, registration): a new family with its access and refresh token; only their
 * hashes are stored. The account's expired tokens are dropped on the way (housekeeping). Pass
 * `executor` to run inside a transaction.
 */
export async function createSession(database: Database, accountId: number, accessSeconds: number, executor: Executor = database.db): Promise<IssuedSession> {
  const now = new Date();
  await executor.delete(sessions).where(and(eq(sessions.accountId, accountId), lte(sessions.expiresAt, now)));
  await executor.delete(refreshTokens).where(and(eq(refreshTokens.accountId, accountId), lte(refreshTokens.expiresAt, now)));
  return issue(executor, accountId, crypto.randomUUID(), accessSeconds);
}

export type RefreshOutcome = ({ ok: true; accountId: number } & IssuedSession) | { ok: false; reason: 'unknown' | 'reused' };

/**
 * Rotation: a valid, unused refresh token is marked used and the family gets a new access and
 * refresh token. A token that was already used is a copy in someone else's hands (or a replay):
 * the whole family is ended, so neither the thief nor the shopper can go on with it.
 */
export async function rotateRefreshToken(database: Database, presented: string, accessSeconds: number): Promise<RefreshOutcome> {
  const tokenHash = hashToken(presented);
  const outcome = await database.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const claimed = await claimRefreshToken(tx, tokenHash);
    if (claimed) await dropExpired(tx, claimed.familyId);
    if (claimed) return { ok: true, accountId: claimed.accountId, ...(await issue(tx, claimed.accountId, claimed.familyId, accessSeconds)) };
    return { ok: false, reason: 'unknown' };
  });
  if (outcome.ok) return outcome;
  const [known] = await database.db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), gt(refreshTokens.expiresAt, new Date())))
    .limit(1);
  if (!known?.rotatedAt) return { ok: false, reason: 'unknown' };
  await revokeFamilies(database.db, [known.familyId]);
  return { ok: false, reason: 'reused' };
}

/** Housekeeping of a sign-in that lives on by refreshes: its expired bearer and refresh tokens go. */
async function dropExpired(executor: Executor, familyId: string) {
  const now = new Date();
  await executor.delete(sessions).where(and(eq(sessions.familyId, familyId), lte(sessions.expiresAt, now)));
  await executor.delete(refreshTokens).where(and(eq(refreshTokens.familyId, familyId), lte(refreshTokens.expiresAt, now)));
}

/** Marks the token used in the statement that checks it: of two refreshes with one token, one wins. */
async function claimRefreshToken(executor: Executor, tokenHash: string) {
  const now = new Date();
  const rows = await executor
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), gt(refreshTokens.expiresAt, now), isNull(refreshTokens.rotatedAt)))
    .returning({ accountId: refreshTokens.accountId, familyId: refreshTokens.familyId });
  return rows[0];
}

/** The account a bearer (access) token belongs to, if the token exists and has not expired. */
export async function accountIdForToken(database: Database, token: string): Promise<number | undefined> {
  const rows = await database.db
    .select({ accountId: sessions.accountId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.accountId;
}

async function revokeFamilies(executor: Executor, familyIds: string[]) {
  if (familyIds.length === 0) return;
  await executor.delete(sessions).where(inArray(sessions.familyId, familyIds));
  await executor.delete(refreshTokens).where(inArray(refreshTokens.familyId, familyIds));
}

async function familyOf(executor: Executor, token: string): Promise<string | undefined> {
  const rows = await executor.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
  return rows[0]?.familyId;
}

/** Logout: the sign-in of this access token ends, its refresh tokens with it (other devices stay signed in). */
export async function revokeSession(database: Database, token: string) {
  const familyId = await familyOf(database.db, token);
  if (familyId) await revokeFamilies(database.db, [familyId]);
}

/** Every sign-in of the account, access and refresh tokens alike (password reset). */
export async function revokeAllSessions(database: Database, accountId: number, executor: Executor = database.db) {
  await executor.delete(sessions).where(eq(sessions.accountId, accountId));
  await executor.delete(refreshTokens).where(eq(refreshTokens.accountId, accountId));
}

/** Every sign-in of the account except the one of `keepToken` (password change: sign out elsewhere). */
export async function revokeOtherSessions(database: Database, accountId: number, keepToken: string, executor: Executor = database.db) {
  const keep = await familyOf(executor, keepToken);
  if (!keep) return revokeAllSessions(database, accountId, executor);
  await executor.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.familyId, keep)));
  await executor.delete(refreshTokens).where(and(eq(refreshTokens.accountId, accountId), ne(refreshTokens.familyId, keep)));
}
