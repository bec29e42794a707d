import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { memberActivities, memberActivityJoins } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';

export type ActivityRow = typeof memberActivities.$inferSelect;
export type ActivityStatus = 'UPCOMING' | 'RUNNING' | 'ENDED';

export const UNKNOWN_ACTIVITY = 'There is no such member activity';

export const statusAt = (a: Pick<ActivityRow, 'startsAt' | 'endsAt'>, now: Date): ActivityStatus =>
  now < a.startsAt ? 'UPCOMING' : now < a.endsAt ? 'RUNNING' : 'ENDED';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });
/** The last day of the window (it ends at midnight, Eastern time, the morning after). */
const lastDay = (a: Pick<ActivityRow, 'endsAt'>) => DAY.format(new Date(a.endsAt.getTime() - 1));

/** Why a buyer cannot join now (undefined while it runs). */
export function notJoinableMessage(a: ActivityRow, now: Date): string | undefined {
  const status = statusAt(a, now);
  if (status === 'UPCOMING') return `The ${a.name} starts on ${DAY.format(a.startsAt)}. You can join from then.`;
  if (status === 'ENDED') return `The ${a.name} ended on ${lastDay(a)}. Joining is closed.`;
  return undefined;
}

export async function findActivity(executor: Executor, code: string): Promise<ActivityRow> {
  const rows = await executor.select().from(memberActivities).where(eq(memberActivities.code, code));
  if (!rows[0]) throw notFound(UNKNOWN_ACTIVITY);
  return rows[0];
}

export function activityView(a: ActivityRow, now: Date) {
  const status = statusAt(a, now);
  return {
    code: a.code,
    name: a.name,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    status,
    active: status === 'RUNNING',
    bonusEarnPercent: a.bonusEarnPercent,
    rules: a.rules,
  };
}

export async function joinedAt(executor: Executor, code: string, accountId: number): Promise<Date | undefined> {
  const rows = await executor
    .select({ joinedAt: memberActivityJoins.joinedAt })
    .from(memberActivityJoins)
    .where(and(eq(memberActivityJoins.activityCode, code), eq(memberActivityJoins.accountId, accountId)));
  return rows[0]?.joinedAt;
}

/** Joins while the activity runs; a second join answers the first one's time. */
export async function joinActivity(executor: Executor, code: string, accountId: number, now: Date): Promise<{ joinedAt: Date; alreadyJoined: boolean }> {
  const activity = await findActivity(executor, code);
  const earlier = await joinedAt(executor, code, accountId);
  if (earlier) return { joinedAt: earlier, alreadyJoined: true };
  const refusal = notJoinableMessage(activity, now);
  if (refusal) throw badRequest(refusal);
  await executor.insert(memberActivityJoins).values({ activityCode: code, accountId }).onConflictDoNothing();
  // A parallel join may have written first: the stored row is the answer either way.
  return { joinedAt: (await joinedAt(executor, code, accountId))!, alreadyJoined: false };
}

/** The bonus earn percent of the activities the buyer has joined that run at `at`. */
export async function activeBonusPercent(executor: Executor, accountId: number, at: Date): Promise<number> {
  const rows = await executor
    .select({ bonus: memberActivities.bonusEarnPercent })
    .from(memberActivityJoins)
    .innerJoin(memberActivities, eq(memberActivities.code, memberActivityJoins.activityCode))
    .where(and(eq(memberActivityJoins.accountId, accountId), lte(memberActivities.startsAt, at), gt(memberActivities.endsAt, at)));
  return rows.reduce((sum, r) => sum + r.bonus, 0);
}
