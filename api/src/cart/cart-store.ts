import crypto from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { cartLines, carts } from '../db/schema';
import { cartItemFacts } from './cart-catalog';
import { mergedCount } from './cart-rules';
import type { CarModel } from './cart-view';

export type CartRow = Pick<typeof carts.$inferSelect, 'id' | 'uuid' | 'accountId' | 'visitorHash'>;
export type CartLineRow = typeof cartLines.$inferSelect;

/** The line key of spec §3: sku + item type + bundle (0 = none). */
export interface LineKey {
  skuId: number;
  itemType: string;
  bundleId: number;
}

export const lineKeyText = (k: LineKey) => `${k.skuId}|${k.itemType}|${k.bundleId}`;

const cartColumns = { id: carts.id, uuid: carts.uuid, accountId: carts.accountId, visitorHash: carts.visitorHash };

/** A guest cart by its UUID (never an account's cart), locked for the transaction when `lock`. */
export async function findGuestCart(executor: Executor, uuid: string, lock = false): Promise<CartRow | undefined> {
  const query = executor.select(cartColumns).from(carts).where(and(eq(carts.uuid, uuid), isNull(carts.accountId))).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** The account's cart, if it has one yet. */
export async function findAccountCart(executor: Executor, accountId: number, lock = false): Promise<CartRow | undefined> {
  const query = executor.select(cartColumns).from(carts).where(eq(carts.accountId, accountId)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/**
 * The account's cart, created on first use. Simultaneous first uses create one cart: the unique index
 * on account_id turns the second insert into nothing, and the select then finds the first one's cart.
 */
export async function accountCart(executor: Executor, accountId: number, lock = false): Promise<CartRow> {
  const existing = await findAccountCart(executor, accountId, lock);
  if (existing) return existing;
  await executor.insert(carts).values({ uuid: crypto.randomUUID(), accountId }).onConflictDoNothing({ target: carts.accountId });
  const created = await findAccountCart(executor, accountId, lock);
  if (!created) throw new Error(`the cart of account ${accountId} could not be created`);
  return created;
}

/** SHA-256 of a visitor key, as a guest cart keeps it. */
export const visitorHash = (visitorKey: string) => crypto.createHash('sha256').update(visitorKey).digest('base64url');

/** A new guest cart with a random (version 4) UUID, bound to the browser's visitor key when it sent one. */
export async function createGuestCart(executor: Executor, visitorKey: string | undefined): Promise<CartRow> {
  const rows = await executor
    .insert(carts)
    .values({ uuid: crypto.randomUUID(), visitorHash: visitorKey ? visitorHash(visitorKey) : null })
    .returning(cartColumns);
  return rows[0]!;
}

/** True when `visitorKey` is the key of the browser that made the guest cart: only then may it be merged. */
export function madeBy(guest: CartRow, visitorKey: string | undefined): boolean {
  return guest.visitorHash !== null && visitorKey !== undefined && guest.visitorHash === visitorHash(visitorKey);
}

export async function linesOf(executor: Executor, cartId: number): Promise<CartLineRow[]> {
  return executor.select().from(cartLines).where(eq(cartLines.cartId, cartId));
}

/**
 * Moves a guest cart into the account's cart (sign-in) and deletes the guest cart. A guest line whose
 * key the account cart also holds adds its count to that line (capped at the stock, see
 * `mergedCount`) and the line takes the vehicle of whichever of the two was changed last; other guest
 * lines move over as they are. Runs inside the caller's transaction, both carts locked (account first).
 */
export async function mergeGuestCart(tx: Executor, guest: CartRow, account: CartRow): Promise<void> {
  // One query at a time: a transaction is one connection.
  const guestLines = await linesOf(tx, guest.id);
  const accountLines = await linesOf(tx, account.id);
  const byKey = new Map(accountLines.map((l) => [lineKeyText(l), l]));
  const stock = await cartItemFacts(tx, [...new Set(guestLines.map((l) => l.itemId))], 2022);
  for (const line of guestLines) {
    const twin = byKey.get(lineKeyText(line));
    if (!twin) {
      await tx.update(cartLines).set({ cartId: account.id }).where(eq(cartLines.id, line.id));
      continue;
    }
    const newer = line.gmtModified > twin.gmtModified ? line : twin;
    await tx
      .update(cartLines)
      .set({
        itemCount: mergedCount(twin.itemCount, line.itemCount, stock.get(line.itemId)?.availableTotal ?? 0),
        carModel: newer.carModel ?? (newer === line ? twin.carModel : line.carModel),
        gmtModified: sql`now()`,
      })
      .where(eq(cartLines.id, twin.id));
  }
  // Merged guest lines go with their cart (on delete cascade).
  await tx.delete(carts).where(eq(carts.id, guest.id));
  await touch(tx, account.id);
}

export interface LineWrite extends LineKey {
  itemId: number;
  itemCount: number;
  /** undefined keeps the line's vehicle, null removes it. */
  carModel: CarModel | null | undefined;
}

/** Sets each line's count (absolute), creating the lines that do not exist yet. */
export async function upsertLines(tx: Executor, cartId: number, writes: readonly LineWrite[]): Promise<void> {
  for (const w of writes) {
    await tx
      .insert(cartLines)
      .values({ cartId, itemId: w.itemId, skuId: w.skuId, itemType: w.itemType, bundleId: w.bundleId, itemCount: w.itemCount, carModel: w.carModel ?? null })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.skuId, cartLines.itemType, cartLines.bundleId],
        set: { itemId: w.itemId, itemCount: w.itemCount, gmtModified: sql`now()`, ...(w.carModel !== undefined ? { carModel: w.carModel } : {}) },
      });
  }
  if (writes.length > 0) await touch(tx, cartId);
}

/** Removes the lines with these keys (keys the cart does not hold are ignored). */
export async function deleteLines(tx: Executor, cartId: number, keys: readonly LineKey[]): Promise<void> {
  if (keys.length === 0) return;
  const matches = keys.map((k) => and(eq(cartLines.skuId, k.skuId), eq(cartLines.itemType, k.itemType), eq(cartLines.bundleId, k.bundleId)));
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), or(...matches)));
  await touch(tx, cartId);
}

async function touch(tx: Executor, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}
