import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import type { Executor } from './executor';

/**
 * Email codes (spec §7 email-verify and change-email): 6 random digits, only a SHA-256 stored
 * (bound to account, purpose and address), 30 minutes, single use, at most 5 attempts per code.
 * One live code per account and purpose: issuing a new one replaces the older.
 */
export const EMAIL_CODE_TTL_MINUTES = 30;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export type EmailCodePurpose = 'email-verify' | 'change-email';

export const CODE_MISSING = 'Please request a verification code first';
export const CODE_EXPIRED = 'This code has expired. Please request a new code';
export const CODE_DEAD = 'This code was entered wrong too many times. Please request a new code';
export const CODE_FORMAT = 'Please enter the 6-digit code from the email';

export function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return CODE_DEAD;
  return `The code is incorrect. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`;
}

function codeHash(accountId: number, purpose: EmailCodePurpose, email: string, code: string): string {
  return crypto.createHash('sha256').update(`${purpose}:${accountId}:${email}:${code}`).digest('hex');
}

/** A new code for `email` (normalised); any earlier code of this account and purpose stops working. */
export async function issueEmailCode(database: Database, accountId: number, purpose: EmailCodePurpose, email: string) {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60 * 1000);
  const values = { accountId, purpose, email, codeHash: codeHash(accountId, purpose, email, code), attempts: 0, createdAt: new Date(), expiresAt };
  await database.db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({ target: [emailCodes.accountId, emailCodes.purpose], set: { email, codeHash: values.codeHash, attempts: 0, createdAt: values.createdAt, expiresAt } });
  return { code, expiresAt };
}

/** `codeHash` identifies the checked code for consumeEmailCode (a newer code of the same address is another). */
export type CodeCheck = { ok: true; email: string; codeHash: string } | { ok: false; message: string };

/**
 * Checks a code the buyer typed. The attempt is counted before the comparison, in one statement
 * that refuses a code with no attempts left: parallel guesses cannot get more than 5 tries. A right
 * code is not consumed here (see consumeEmailCode, inside the change it authorises).
 */
export async function checkEmailCode(database: Database, accountId: number, purpose: EmailCodePurpose, code: string): Promise<CodeCheck> {
  const mine = and(eq(emailCodes.accountId, accountId), eq(emailCodes.purpose, purpose));
  const db: Executor = database.db;
  const claimed = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(mine, lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS), gt(emailCodes.expiresAt, new Date())))
    .returning({ email: emailCodes.email, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  const row = claimed[0];
  if (!row) {
    const [stored] = await database.db.select().from(emailCodes).where(mine).limit(1);
    if (!stored) return { ok: false, message: CODE_MISSING };
    if (stored.expiresAt.getTime() <= Date.now()) return { ok: false, message: CODE_EXPIRED };
    return { ok: false, message: CODE_DEAD };
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(codeHash(accountId, purpose, row.email, code), 'hex');
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    return { ok: false, message: wrongCodeMessage(EMAIL_CODE_MAX_ATTEMPTS - row.attempts) };
  }
  return { ok: true, email: row.email, codeHash: row.codeHash };
}

/**
 * Uses the checked code up if it is still the live one, in one statement: of two requests with the
 * same right code, one gets true. Run it in the transaction of the change it authorises.
 */
export async function consumeEmailCode(executor: Executor, accountId: number, purpose: EmailCodePurpose, checkedHash: string): Promise<boolean> {
  const rows = await executor
    .delete(emailCodes)
    .where(and(eq(emailCodes.accountId, accountId), eq(emailCodes.purpose, purpose), eq(emailCodes.codeHash, checkedHash), gt(emailCodes.expiresAt, new Date())))
    .returning({ accountId: emailCodes.accountId });
  return rows.length > 0;
}

/** Drops every code of the account (its email changed: codes sent to other addresses mean nothing now). */
export async function dropEmailCodes(executor: Executor, accountId: number, purpose?: EmailCodePurpose): Promise<void> {
  await executor.delete(emailCodes).where(purpose ? and(eq(emailCodes.accountId, accountId), eq(emailCodes.purpose, purpose)) : eq(emailCodes.accountId, accountId));
}
