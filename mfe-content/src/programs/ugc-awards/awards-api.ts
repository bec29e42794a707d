/** The awards' API (api/src/programs/programs-routes.ts). */
export const UGC_AWARDS_API = '/infra/public/ugc-awards';
export const UGC_ENTRY_API = '/infra/public/ugc-awards/entry';

export interface UgcCategory {
  id: string;
  name: string;
  description: string;
}

export interface UgcAwards {
  season: { year: number; entriesOpen: string; entriesClose: string; judgingStarts: string; winnersAnnounced: string };
  categories: UgcCategory[];
  /** Store credit in cents of the winner's shop currency (spec §5). */
  prizes: { winnerCents: number; runnerUpCents: number; runnersUpPerCategory: number; everyEntryCouponCents: number };
  judging: Array<{ criterion: string; weight: number }>;
  rules: string[];
  limits: { name: number; title: number; storyMin: number; storyMax: number; photosMin: number; photosMax: number };
}

/** "February 15, 2027" from an ISO date, the same on the server and in any browser's time zone. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
