import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentEntries } from '../db/schema';
import { isShownAt, type ContentEntryView, type ContentType } from './content-types';

type Row = typeof contentEntries.$inferSelect;

const view = (r: Row): ContentEntryView => ({
  type: r.type as ContentType,
  code: r.code,
  title: r.title,
  value: r.value as Record<string, unknown>,
  sort: r.sort,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  url: r.url,
});

/** The shop's entries of these types shown at `now`, by type order of the list, then sort, then code. */
export async function contentOfTypes(database: Database, shopId: number, types: ContentType[], now = new Date()): Promise<ContentEntryView[]> {
  const rows = await database.db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), inArray(contentEntries.type, types), eq(contentEntries.active, true)))
    .orderBy(asc(contentEntries.sort), asc(contentEntries.code));
  const rank = (t: string) => types.indexOf(t as ContentType);
  return rows
    .filter((r) => isShownAt(r, now))
    .sort((a, b) => rank(a.type) - rank(b.type))
    .map(view);
}

/** The shop's entries attached to one page path (already normalised), optionally of some types only. */
export async function contentOfPage(database: Database, shopId: number, path: string, types: ContentType[] | undefined, now = new Date()): Promise<ContentEntryView[]> {
  const rows = await database.db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.url, path), eq(contentEntries.active, true), types ? inArray(contentEntries.type, types) : undefined))
    .orderBy(asc(contentEntries.type), asc(contentEntries.sort), asc(contentEntries.code));
  return rows.filter((r) => isShownAt(r, now)).map(view);
}
