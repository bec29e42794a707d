import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { knownDevices } from '../db/schema';

/** A device stays known this long after its last sign-in. */
export const KNOWN_DEVICE_DAYS = 180;

const deviceHash = (accountId: number, visitorKey: string) => crypto.createHash('sha256').update(`${accountId}:${visitorKey}`).digest('base64url');

export async function isKnownDevice(database: Database, accountId: number, visitorKey: string | undefined): Promise<boolean> {
  if (!visitorKey) return false;
  const since = new Date(Date.now() - KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await database.db
    .select({ accountId: knownDevices.accountId })
    .from(knownDevices)
    .where(and(eq(knownDevices.accountId, accountId), eq(knownDevices.deviceHash, deviceHash(accountId, visitorKey)), gt(knownDevices.lastSignInAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** After a right password (or a new account): this device is known to the account from now on. */
export async function rememberDevice(database: Database, accountId: number, visitorKey: string | undefined): Promise<void> {
  if (!visitorKey) return;
  await database.db
    .insert(knownDevices)
    .values({ accountId, deviceHash: deviceHash(accountId, visitorKey) })
    .onConflictDoUpdate({ target: [knownDevices.accountId, knownDevices.deviceHash], set: { lastSignInAt: sql`now()` } });
}
