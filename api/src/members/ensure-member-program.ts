import type { Database } from '../db/client';
import { memberActivities, memberLevels } from '../db/schema';
import { LEVEL_SEEDS, MEMBER_MONTH_SEED, nextSeptemberWindow } from './member-program-data';

/**
 * Writes the member levels and the member month when they are missing (every start, any dataset;
 * existing rows are kept). `memberMonth` (config AXLEBAY_MEMBER_MONTH) moves the month's window.
 */
export async function ensureMemberProgram(database: Database, memberMonth?: { startsAt: Date; endsAt: Date }, now = new Date()): Promise<void> {
  await database.db.insert(memberLevels).values([...LEVEL_SEEDS]).onConflictDoNothing();
  const insert = database.db.insert(memberActivities).values({ ...MEMBER_MONTH_SEED, ...(memberMonth ?? nextSeptemberWindow(now)) });
  if (memberMonth) await insert.onConflictDoUpdate({ target: memberActivities.code, set: { startsAt: memberMonth.startsAt, endsAt: memberMonth.endsAt } });
  else await insert.onConflictDoNothing();
}
