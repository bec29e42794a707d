import type { Executor } from '../accounts/executor';
import { activeBonusPercent } from './member-activity';
import { levelStanding } from './member-levels';

/**
 * Points an order earns when paid (spec §7 Members): `earnPercent` points per 100 cents of its total,
 * rounded down; 100 = one point per dollar.
 */
export const pointsForPaid = (totalCent: number, earnPercent: number) => Math.floor((Math.max(0, totalCent) * earnPercent) / 10_000);

/**
 * The buyer's earn rate at `at`: their level's (by spend before this order) plus the bonus of a
 * member activity they joined that runs then.
 */
export async function earnPercentAt(executor: Executor, accountId: number, at: Date): Promise<number> {
  // One after the other: inside a transaction both run on its one connection.
  const standing = await levelStanding(executor, accountId);
  const bonus = await activeBonusPercent(executor, accountId, at);
  return standing.current.earnPercent + bonus;
}
