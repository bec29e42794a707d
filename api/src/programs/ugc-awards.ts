/**
 * The UGC awards (/ugc-awards): one season per calendar year, the categories, the prizes (store
 * credit, integer cents, spec §5) and the rules. The API is the one source: the page shows this
 * answer and the entry route accepts only these categories, for the year the server is in.
 */

export const UGC_CATEGORY_IDS = ['BEST_DIY_INSTALL', 'BEST_BEFORE_AFTER', 'BEST_ROAD_TRIP_BUILD', 'BEST_BUDGET_BUILD'] as const;
export type UgcCategoryId = (typeof UGC_CATEGORY_IDS)[number];

export interface UgcCategory {
  id: UgcCategoryId;
  name: string;
  description: string;
}

export const UGC_CATEGORIES: readonly UgcCategory[] = [
  {
    id: 'BEST_DIY_INSTALL',
    name: 'Best DIY Install',
    description: 'A part you fitted yourself in the driveway or a home garage, shown step by step: the tools, the snag you hit and how you got past it.',
  },
  {
    id: 'BEST_BEFORE_AFTER',
    name: 'Best Before/After',
    description: 'The same car, the same angle, before and after: headlights that went from yellow to clear, a stance that changed, a tired interior made new.',
  },
  {
    id: 'BEST_ROAD_TRIP_BUILD',
    name: 'Best Road Trip Build',
    description: 'The parts that got your car or truck ready for a long haul — lighting, suspension, racks, tires — and where it took you.',
  },
  {
    id: 'BEST_BUDGET_BUILD',
    name: 'Best Budget Build',
    description: 'The most improvement for the least money: a build where every dollar counted, with what you spent in total.',
  },
];

/** Store credit per category, in cents of the winner's shop currency (USD in the US shop, CAD in Canada). */
export const UGC_PRIZES = { winnerCents: 50_000, runnerUpCents: 15_000, runnersUpPerCategory: 2, everyEntryCouponCents: 1_000 } as const;

export interface UgcSeason {
  year: number;
  /** ISO dates (Eastern time). */
  entriesOpen: string;
  entriesClose: string;
  judgingStarts: string;
  winnersAnnounced: string;
}

/** The season of `year`: entries all year, judging in January, winners on February 15 of the next year. */
export function ugcSeason(year: number): UgcSeason {
  return {
    year,
    entriesOpen: `${year}-01-01`,
    entriesClose: `${year}-12-31`,
    judgingStarts: `${year + 1}-01-05`,
    winnersAnnounced: `${year + 1}-02-15`,
  };
}

/** How entries are judged: the weights add up to 100. */
export const UGC_JUDGING: ReadonlyArray<{ criterion: string; weight: number }> = [
  { criterion: 'How clearly the story and photos show the work', weight: 40 },
  { criterion: 'Craft: a careful, safe, well-finished job', weight: 30 },
  { criterion: 'Difference made to the vehicle', weight: 20 },
  { criterion: 'Votes from the Axlebay community', weight: 10 },
];

export const UGC_RULES: readonly string[] = [
  'Open to residents of the United States and Canada who are 18 or older. Residents of Quebec may enter; Canadian winners answer a skill-testing question before the prize is awarded.',
  'One entry per person per category. The work must be your own and done on a vehicle you own or had permission to work on.',
  'Parts do not have to come from Axlebay, but the entry must show aftermarket parts fitted to a car, truck or SUV.',
  'Photos must be yours: no people other than you unless they agreed, and no licence plates you do not want shown (blur them first).',
  'Entries that show unsafe work (a car on a jack without stands, disabled airbags, tampered emissions equipment) are not judged.',
  'Store credit is added to the winner\'s Axlebay account, does not expire for 12 months and cannot be exchanged for cash. No purchase is necessary to enter or win.',
];
