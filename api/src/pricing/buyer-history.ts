import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { sqlRows } from '../cart/cart-catalog';

/**
 * What the promotion rules need to know about the shopper's past (spec §3 User data useFirstDiscount,
 * shop settings coupon types). An order "counts" once placed and not failed or cancelled: awaiting
 * payment, paid, shipped or delivered.
 */
export const COUNTED_ORDER_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED'] as const;
const counted = sql.raw(COUNTED_ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

export interface Buyer {
  accountId?: number;
  /** Lower case; the account's email when signed in. */
  email?: string;
}

/** The account's email (lower case), undefined when there is no such account. */
export async function accountEmail(executor: Executor, accountId: number): Promise<string | undefined> {
  const rows = await sqlRows<{ email: string }>(executor, sql`select email from account where id = ${accountId}`);
  return rows[0]?.email.toLowerCase();
}

/** Whether the account or the email has an order that counts (the welcome coupon is for a first order). */
export async function hasCountedOrder(executor: Executor, buyer: Buyer): Promise<boolean> {
  if (buyer.accountId === undefined && !buyer.email) return false;
  const rows = await sqlRows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from shop_order
        where status in (${counted})
          and (${buyer.accountId !== undefined ? sql`account_id = ${buyer.accountId}` : sql`false`}
               or ${buyer.email ? sql`lower(email) = ${buyer.email}` : sql`false`})`,
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/** Whether the account has used its first-order discount (an order that counts, or the account's flag). */
export async function usedFirstDiscount(executor: Executor, accountId: number): Promise<boolean> {
  const rows = await sqlRows<{ used: boolean }>(
    executor,
    sql`select (exists (select 1 from shop_order where account_id = ${accountId} and used_first_discount and status in (${counted}))
               or coalesce((select use_first_discount from account where id = ${accountId}), false)) as used`,
  );
  return rows[0]?.used === true;
}

/** Whether the account or the email used `code` on an order that counts (a failed or cancelled order gives the use back). */
export async function usedCoupon(executor: Executor, code: string, buyer: Buyer): Promise<boolean> {
  if (buyer.accountId === undefined && !buyer.email) return false;
  const rows = await sqlRows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from coupon_use u join shop_order o on o.id = u.order_id and o.status in (${counted})
        where upper(u.code) = ${code}
          and (${buyer.accountId !== undefined ? sql`u.account_id = ${buyer.accountId}` : sql`false`}
               or ${buyer.email ? sql`lower(u.email) = ${buyer.email}` : sql`false`})`,
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The account's AVAILABLE points (sum of the ledger's AVAILABLE rows), never below 0. */
export async function availablePoints(executor: Executor, accountId: number): Promise<number> {
  const rows = await sqlRows<{ points: number }>(
    executor,
    sql`select coalesce(sum(points), 0)::int as points from member_points where account_id = ${accountId} and status = 'AVAILABLE'`,
  );
  return Math.max(0, Number(rows[0]?.points ?? 0));
}
