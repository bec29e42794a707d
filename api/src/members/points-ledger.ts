import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';
import { memberPoints } from '../db/schema';

/**
 * Member points (spec §7 Members): a ledger, one row per change. The balances are sums over it:
 * AVAILABLE rows make `points`, PENDING rows `pendingPoints` (e.g. points of an order not yet
 * delivered; nothing writes those yet). Orders earn (ORDER_EARN, when paid), spend (ORDER_REDEEM, at
 * placement) and get back what a failed or cancelled order spent (ORDER_REFUND).
 */
export const WELCOME_BONUS_POINTS = 100;
export const WELCOME_BONUS_DESCRIPTION = 'Welcome bonus';

export type PointsStatus = 'AVAILABLE' | 'PENDING';
export type PointsType = 'WELCOME_BONUS' | 'ORDER_EARN' | 'ORDER_REDEEM' | 'ORDER_REFUND';

/** The one-time welcome bonus; run it in the transaction that creates the account. */
export async function addWelcomeBonus(executor: Executor, accountId: number): Promise<void> {
  await executor
    .insert(memberPoints)
    .values({ accountId, points: WELCOME_BONUS_POINTS, status: 'AVAILABLE', kind: 'WELCOME_BONUS', description: WELCOME_BONUS_DESCRIPTION })
    // The partial unique index allows one per account: a second call changes nothing.
    .onConflictDoNothing();
}

export async function pointsBalance(database: Database, accountId: number) {
  const rows = await database.db
    .select({
      points: sql<number>`coalesce(sum(${memberPoints.points}) filter (where ${memberPoints.status} = 'AVAILABLE'), 0)::int`,
      pendingPoints: sql<number>`coalesce(sum(${memberPoints.points}) filter (where ${memberPoints.status} = 'PENDING'), 0)::int`,
    })
    .from(memberPoints)
    .where(eq(memberPoints.accountId, accountId));
  return { points: Number(rows[0]?.points ?? 0), pendingPoints: Number(rows[0]?.pendingPoints ?? 0) };
}

/** The account's ledger, newest first, one page. */
export async function pointsLog(database: Database, accountId: number, page: number, size: number) {
  const mine = eq(memberPoints.accountId, accountId);
  const [rows, totals] = await Promise.all([
    database.db
      .select()
      .from(memberPoints)
      .where(mine)
      .orderBy(desc(memberPoints.createdAt), desc(memberPoints.id))
      .limit(size)
      .offset((page - 1) * size),
    database.db.select({ total: count() }).from(memberPoints).where(mine),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      points: r.points,
      status: r.status as PointsStatus,
      type: r.kind as PointsType,
      description: r.description,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(totals[0]?.total ?? 0),
    page,
    size,
  };
}
