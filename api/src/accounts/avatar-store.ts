import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountAvatars } from '../db/schema';
import type { AvatarType } from './avatar-image';
import type { Executor } from './executor';

/** Public path of an account's avatar; `v` changes with every upload, so the image can be cached for good. */
export function avatarPath(accountId: number, version: number): string {
  return `/account/public/buyer/account/avatar/${accountId}?v=${version}`;
}

/** Stores (or replaces) the account's avatar and returns its new version. */
export async function saveAvatar(executor: Executor, accountId: number, contentType: AvatarType, bytes: Buffer): Promise<number> {
  const now = new Date();
  const rows = await executor
    .insert(accountAvatars)
    .values({ accountId, contentType, bytes, byteSize: bytes.length, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: accountAvatars.accountId,
      set: { contentType, bytes, byteSize: bytes.length, version: sql`${accountAvatars.version} + 1`, updatedAt: now },
    })
    .returning({ version: accountAvatars.version });
  return rows[0]!.version;
}

export async function findAvatar(database: Database, accountId: number) {
  const rows = await database.db.select().from(accountAvatars).where(eq(accountAvatars.accountId, accountId)).limit(1);
  return rows[0];
}
