import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountAvatars } from '../db/schema';
import type { AvatarType } from './avatar-image';
import type { Executor } from './executor';

/** Public path of an account's avatar; `v` changes with every upload, so the image can be cached for good. */
export function avatarPath(accountId: number, version: number): string {
  return `/account/public/buyer/account/avatar/${accountId}?v=${version}`;
}

/** A blob key no other upload has: `avatars/<account>/<random>`. */
export const newAvatarKey = (accountId: number) => `avatars/${accountId}/${crypto.randomUUID()}`;

/**
 * Points the account's avatar at an uploaded blob. The row is locked when there is one, so of two
 * uploads at once the second sees the first's key as the one before. Answers the new version and the
 * key the avatar had before, whose blob the caller removes once this is committed.
 */
export async function saveAvatar(tx: Executor, accountId: number, contentType: AvatarType, blobKey: string, byteSize: number) {
  const [before] = await tx.select({ blobKey: accountAvatars.blobKey }).from(accountAvatars).where(eq(accountAvatars.accountId, accountId)).for('update');
  const now = new Date();
  const rows = await tx
    .insert(accountAvatars)
    .values({ accountId, contentType, blobKey, byteSize, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: accountAvatars.accountId,
      set: { contentType, blobKey, byteSize, version: sql`${accountAvatars.version} + 1`, updatedAt: now },
    })
    .returning({ version: accountAvatars.version });
  return { version: rows[0]!.version, previousKey: before?.blobKey };
}

export async function findAvatar(database: Database, accountId: number) {
  const rows = await database.db.select().from(accountAvatars).where(eq(accountAvatars.accountId, accountId)).limit(1);
  return rows[0];
}
