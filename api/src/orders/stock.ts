import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { sqlRows } from '../cart/cart-catalog';
import { itemsChanged } from '../catalog/items/item-changes';

/**
 * Stock of ordered items (spec §4 Product status: stock decides what can be bought). Reserved at
 * placement with one conditional UPDATE per item, so two shoppers racing for the last unit cannot
 * both get it; given back once when the order does not go ahead. Items are always locked in id order
 * (no deadlock between two orders sharing items).
 */
export interface StockNeed {
  itemId: number;
  count: number;
  title: string;
}

/** The counts per item (two lines of one item — another item type or bundle — add up). */
export function needsByItem(lines: readonly { itemId: number; itemCount: number; title: string }[]): StockNeed[] {
  const byItem = new Map<number, StockNeed>();
  for (const l of lines) {
    const need = byItem.get(l.itemId);
    if (need) need.count += l.itemCount;
    else byItem.set(l.itemId, { itemId: l.itemId, count: l.itemCount, title: l.title });
  }
  return [...byItem.values()].sort((a, b) => a.itemId - b.itemId);
}

/**
 * Takes the stock of every need, or none: the first item short of stock is answered with what is
 * left (the caller throws, which rolls the transaction and the earlier reservations back).
 */
export async function reserveStock(tx: Executor, needs: readonly StockNeed[]): Promise<{ short: StockNeed & { available: number } } | undefined> {
  itemsChanged(needs.map((n) => n.itemId));
  for (const need of needs) {
    const taken = await sqlRows<{ id: number }>(
      tx,
      sql`update item set available_total = available_total - ${need.count} where id = ${need.itemId} and available_total >= ${need.count} returning id`,
    );
    if (taken.length === 0) {
      const rows = await sqlRows<{ available: number }>(tx, sql`select available_total as available from item where id = ${need.itemId}`);
      return { short: { ...need, available: Math.max(0, Number(rows[0]?.available ?? 0)) } };
    }
  }
  return undefined;
}

export async function returnStock(tx: Executor, needs: readonly StockNeed[]): Promise<void> {
  itemsChanged(needs.map((n) => n.itemId));
  for (const need of needs) {
    await tx.execute(sql`update item set available_total = available_total + ${need.count} where id = ${need.itemId}`);
  }
}

/** Spec §8 style: what the shopper reads when the stock ran out under them. */
export function stockMessage(title: string, available: number): string {
  return available <= 0 ? `${title} just sold out` : `Only ${available} left of ${title}`;
}
