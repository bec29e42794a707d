import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { memberLevels, orders } from '../db/schema';

export type MemberLevelRow = typeof memberLevels.$inferSelect;

/** Orders whose payment counts towards a level: paid, and on their way or delivered. */
export const SPEND_STATUSES = ['PAID', 'SHIPPED', 'DELIVERED'];

export async function loadLevels(executor: Executor): Promise<MemberLevelRow[]> {
  return executor.select().from(memberLevels).orderBy(asc(memberLevels.rank));
}

/** Lifetime paid spend in cents (either market's cents count one for one towards a level). */
export async function lifetimeSpendCent(executor: Executor, accountId: number): Promise<number> {
  const rows = await executor
    .select({ cent: sql<number>`coalesce(sum(${orders.totalCent}), 0)::bigint` })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, SPEND_STATUSES)));
  return Number(rows[0]?.cent ?? 0);
}

export interface LevelStanding {
  current: MemberLevelRow;
  next: MemberLevelRow | undefined;
  spendCent: number;
  /** Spend still missing to the next level (0 at the top). */
  toNextCent: number;
  /** 0–1: how far from the current level's threshold to the next one (1 at the top). */
  progress: number;
}

/** The highest level the spend reaches, the next one, and how far along the way. */
export function standingOf(levels: readonly MemberLevelRow[], spendCent: number): LevelStanding {
  if (levels.length === 0) throw new Error('member levels are missing: ensureMemberProgram writes them at start-up');
  const reached = levels.filter((l) => spendCent >= l.minSpendCent);
  const current = reached[reached.length - 1] ?? levels[0]!;
  const next = levels.find((l) => l.rank > current.rank);
  if (!next) return { current, next, spendCent, toNextCent: 0, progress: 1 };
  const span = next.minSpendCent - current.minSpendCent;
  const done = Math.max(0, spendCent - current.minSpendCent);
  return { current, next, spendCent, toNextCent: next.minSpendCent - spendCent, progress: Math.min(1, Math.floor((done / span) * 1000) / 1000) };
}

export async function levelStanding(executor: Executor, accountId: number): Promise<LevelStanding> {
  const levels = await loadLevels(executor);
  return standingOf(levels, await lifetimeSpendCent(executor, accountId));
}
