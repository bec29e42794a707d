/**
 * The member programme as it is first written to the database (ensure-member-program.ts). After
 * that the rows are the truth: a shop changes a level or the member month's dates in its data.
 */
export interface LevelSeed {
  code: string;
  name: string;
  rank: number;
  minSpendCent: number;
  earnPercent: number;
  perks: string[];
}

/**
 * Four levels by lifetime paid spend, as auto-parts loyalty programmes tier them: everyone starts at
 * Bronze; the earn rate rises with the level.
 */
export const LEVEL_SEEDS: readonly LevelSeed[] = [
  {
    code: 'BRONZE',
    name: 'Bronze',
    rank: 1,
    minSpendCent: 0,
    earnPercent: 100,
    perks: ['100 welcome points when you open your account', 'Points on every paid order', 'Join the September Member Month for bonus points'],
  },
  {
    code: 'SILVER',
    name: 'Silver',
    rank: 2,
    minSpendCent: 50_000,
    earnPercent: 125,
    perks: ['25% more points on every paid order than Bronze', 'Join the September Member Month for bonus points'],
  },
  {
    code: 'GOLD',
    name: 'Gold',
    rank: 3,
    minSpendCent: 150_000,
    earnPercent: 150,
    perks: ['50% more points on every paid order than Bronze', 'Join the September Member Month for bonus points'],
  },
  {
    code: 'PLATINUM',
    name: 'Platinum',
    rank: 4,
    minSpendCent: 500_000,
    earnPercent: 200,
    perks: ['Double points on every paid order', 'Join the September Member Month for bonus points'],
  },
];

export const MEMBER_MONTH_CODE = 'SEPTEMBER_MEMBER_MONTH';

/** Members who join earn one more point per dollar on orders paid in the month, at any level. */
export const MEMBER_MONTH_SEED = {
  code: MEMBER_MONTH_CODE,
  name: 'September Member Month',
  bonusEarnPercent: 100,
  rules: [
    'Join once while the member month runs; joining is free for every signed-in member.',
    'Orders paid during the member month earn one extra point per dollar on top of your level’s points.',
    'Orders paid before you join, or after the month ends, earn your level’s points only.',
    'Bonus points are added to your balance when the order is paid, like all points.',
  ],
};

/**
 * September of the year of `now` in Eastern time (midnight to midnight), or of the next year once
 * that September is over: the first window a new shop writes.
 */
export function nextSeptemberWindow(now: Date): { startsAt: Date; endsAt: Date } {
  const window = (year: number) => ({ startsAt: new Date(Date.UTC(year, 8, 1, 4)), endsAt: new Date(Date.UTC(year, 9, 1, 4)) });
  const thisYear = window(now.getUTCFullYear());
  return now < thisYear.endsAt ? thisYear : window(now.getUTCFullYear() + 1);
}
