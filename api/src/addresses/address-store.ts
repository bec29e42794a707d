import { and, count, desc, eq, ne } from 'drizzle-orm';
import { lockAccount } from '../accounts/account-store';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';
import { addresses } from '../db/schema';
import { LOGIN_INVALID } from '../http/auth';
import { ApiHttpError, badRequest, notFound } from '../http/envelope';
import type { NormalisedAddress } from './address-rules';
import type { AddressRow } from './address-view';

/**
 * The address book (spec §7 Addresses): at most 20 addresses, exactly one default while the book is
 * not empty. Every change runs in one transaction holding the account row's lock, so simultaneous
 * adds keep one default and the limit.
 */
export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_BOOK_FULL = `Your address book can hold up to ${ADDRESS_BOOK_MAX} addresses. Please delete one before adding another`;
export const ADDRESS_NOT_FOUND = 'This address does not exist';

const mine = (accountId: number) => eq(addresses.accountId, accountId);

async function inAddressTransaction<T>(database: Database, accountId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, accountId))) throw new ApiHttpError(401, LOGIN_INVALID);
    return work(tx);
  });
}

/** No address of the account is default any more, except `keepId`. */
async function clearDefault(tx: Executor, accountId: number, keepId: number) {
  await tx.update(addresses).set({ isDefault: false }).where(and(mine(accountId), eq(addresses.isDefault, true), ne(addresses.id, keepId)));
}

/** Default first, then newest first. */
export async function listAddresses(executor: Executor, accountId: number): Promise<AddressRow[]> {
  return executor.select().from(addresses).where(mine(accountId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of the account's addresses, or undefined. */
export async function findAddress(executor: Executor, accountId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await executor.select().from(addresses).where(and(mine(accountId), eq(addresses.id, id))).limit(1);
  return row;
}

/** Adds an address; the first one is the default whatever was asked, `isDefault: true` makes it the one default. */
export async function addAddress(database: Database, accountId: number, address: NormalisedAddress, isDefault: boolean): Promise<AddressRow> {
  return inAddressTransaction(database, accountId, async (tx) => {
    const [{ n }] = (await tx.select({ n: count() }).from(addresses).where(mine(accountId))) as [{ n: number }];
    if (Number(n) >= ADDRESS_BOOK_MAX) throw badRequest(ADDRESS_BOOK_FULL, [{ field: 'id', message: ADDRESS_BOOK_FULL }]);
    const makeDefault = isDefault || Number(n) === 0;
    if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(and(mine(accountId), eq(addresses.isDefault, true)));
    const now = new Date();
    const [row] = await tx.insert(addresses).values({ ...address, accountId, isDefault: makeDefault, createdAt: now, updatedAt: now }).returning();
    return row!;
  });
}

/**
 * Edits an address. `merge` gets the saved fields and answers the checked new ones (it throws a 400
 * when they break a rule), so the check sees the row as it is inside the lock. `isDefault: true` makes
 * it the one default; false is ignored (the book keeps one default: choose another to move it).
 */
export async function editAddress(
  database: Database,
  accountId: number,
  id: number,
  merge: (saved: AddressRow) => NormalisedAddress,
  isDefault: boolean | undefined,
): Promise<AddressRow> {
  return inAddressTransaction(database, accountId, async (tx) => {
    const saved = await findAddress(tx, accountId, id);
    if (!saved) throw notFound(ADDRESS_NOT_FOUND);
    const address = merge(saved);
    const makeDefault = saved.isDefault || isDefault === true;
    if (makeDefault) await clearDefault(tx, accountId, id);
    const [row] = await tx.update(addresses).set({ ...address, isDefault: makeDefault, updatedAt: new Date() }).where(eq(addresses.id, id)).returning();
    return row!;
  });
}

/** Deletes an address (404 when not the account's); deleting the default makes the newest remaining one default. */
export async function deleteAddress(database: Database, accountId: number, id: number): Promise<void> {
  await inAddressTransaction(database, accountId, async (tx) => {
    const [gone] = await tx.delete(addresses).where(and(mine(accountId), eq(addresses.id, id))).returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound(ADDRESS_NOT_FOUND);
    if (!gone.isDefault) return;
    const [newest] = await tx.select({ id: addresses.id }).from(addresses).where(mine(accountId)).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}
