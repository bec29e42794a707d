import type { Database } from '../db/client';
import { campaigns } from '../db/schema';
import { campaignSeedsFor } from './campaign-seeds';

/**
 * Writes each shop's campaigns when they are missing (every start, any dataset; rows the shop
 * changed are kept). They hold rules, not dates: see campaign-calendar.ts.
 */
export async function ensureCampaigns(database: Database): Promise<void> {
  const rows = ([2022, 2023] as const).flatMap((shopId) => campaignSeedsFor(shopId).map((seed) => ({ shopId, ...seed })));
  await database.db.insert(campaigns).values(rows).onConflictDoNothing();
}
