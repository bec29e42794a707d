import type { Database } from '../db/client';
import { contentEntries } from '../db/schema';
import { contentSeedFor } from './content-seed';

/**
 * Writes the seeded content entries that are missing (every start, any dataset; like the member
 * programme). Existing rows are kept: content edited in the database stays as edited.
 */
export async function ensureContent(database: Database): Promise<void> {
  const rows = ([2022, 2023] as const).flatMap((shopId) =>
    contentSeedFor(shopId).map((s) => ({
      shopId,
      type: s.type,
      code: s.code,
      title: s.title,
      value: s.value,
      sort: s.sort ?? 0,
      active: s.active ?? true,
      startsAt: s.startsAt ? new Date(s.startsAt) : null,
      endsAt: s.endsAt ? new Date(s.endsAt) : null,
      url: s.url ?? null,
    })),
  );
  await database.db.insert(contentEntries).values(rows).onConflictDoNothing();
}
