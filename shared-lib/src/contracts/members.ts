/**
 * Members (spec §7 Members; spec §3 leaves the fields of member level and points log open: defined
 * here): levels by lifetime paid spend, points earned by paid orders and spent at checkout, and the
 * September member month. Amounts are integer cents of `currency`.
 */
export const MEMBERS_API = {
  /** GET (buyer): the buyer's level, the next one and the way there: `MemberLevelStanding`. */
  level: '/account/buyer/member-level',
  /** GET (buyer) ?page=&size= (size ≤ 50): the points ledger, newest first: `PointsLogPage`. */
  pointsLog: '/account/buyer/member-points-log/list',
  /** GET (buyer): `PointsBalance`. */
  points: '/account/buyer/member-points',
  /** GET (buyer): what the balance is worth at checkout: `PointsReminder`. */
  reminder: '/account/buyer/member-points/reminder',
  /** GET (public): the member month: `MemberActivity`. */
  memberMonth: '/account/public/member-activity/SEPTEMBER_MEMBER_MONTH',
  /** GET (public; the caller's token if any): whether the caller joined: `MemberActivityJoined`. */
  memberMonthJoined: '/account/public/member-activity/join',
  /** POST (buyer): join the member month while it runs; joining again answers the first join. */
  memberMonthJoin: '/account/buyer/member-month/join',
  /** GET (public): levels and points rules for the rule and example pages: `MemberRule`. */
  rule: '/account/public/member-rule',
} as const;

export const POINTS_LOG_MAX_SIZE = 50;

export interface MemberLevel {
  code: string;
  name: string;
  rank: number;
  /** Lifetime paid spend from which the level applies. */
  minSpendCent: number;
  /** Points per 100 cents paid, as a percentage: 100 = one point per dollar. */
  earnPercent: number;
  perks: string[];
}

export interface MemberLevelStanding {
  level: MemberLevel;
  nextLevel: MemberLevel | null;
  spendCent: number;
  toNextCent: number;
  /** 0–1 from the level's threshold to the next one's (1 at the top). */
  progress: number;
  currency: string;
}

export interface PointsBalance {
  points: number;
  pendingPoints: number;
}

export type PointsEntryType = 'WELCOME_BONUS' | 'ORDER_EARN' | 'ORDER_REDEEM' | 'ORDER_REFUND';

export interface PointsEntry {
  id: number;
  points: number;
  status: 'AVAILABLE' | 'PENDING';
  type: PointsEntryType | string;
  description: string;
  createdAt: string;
}

export interface PointsLogPage {
  list: PointsEntry[];
  total: number;
  page: number;
  size: number;
}

export interface PointsReminder {
  /** REDEEMABLE: at least one step can be used now; COLLECTING: fewer points than one step. */
  kind: 'REDEEMABLE' | 'COLLECTING';
  points: number;
  pendingPoints: number;
  redeemablePoints: number;
  redeemableCent: number;
  pointsToNextStep: number;
  pointsStep: number;
  centsPer100Points: number;
  maxShareOfMerchandisePercent: number;
  currency: string;
}

export type MemberActivityStatus = 'UPCOMING' | 'RUNNING' | 'ENDED';

export interface MemberActivity {
  code: string;
  name: string;
  startsAt: string;
  endsAt: string;
  status: MemberActivityStatus;
  active: boolean;
  /** Extra earn percent for members who joined, on orders paid while it runs. */
  bonusEarnPercent: number;
  rules: string[];
}

export interface MemberActivityJoined {
  code: string;
  signedIn: boolean;
  joined: boolean;
  joinedAt: string | null;
}

export interface MemberActivityJoin {
  code: string;
  joined: true;
  joinedAt: string;
  alreadyJoined: boolean;
}

export interface MemberRule {
  levels: MemberLevel[];
  welcomeBonusPoints: number;
  /** Points are used in whole steps at checkout… */
  pointsStep: number;
  /** …each 100 points worth this many cents… */
  centsPer100Points: number;
  /** …for at most this share of the items after discounts. */
  maxShareOfMerchandisePercent: number;
  currency: string;
  memberMonth: MemberActivity;
}

/** The API's earning rule (api/src/members/earn-rate.ts): points for an order total, rounded down. */
export const pointsForPaid = (totalCent: number, earnPercent: number) => Math.floor((Math.max(0, totalCent) * earnPercent) / 10_000);

/** The API's spending rule (api/src/pricing/points.ts): the most points an order may use, and their worth. */
export function pointsUsableOn(merchandiseCent: number, points: number, rule: Pick<MemberRule, 'pointsStep' | 'centsPer100Points' | 'maxShareOfMerchandisePercent'>) {
  const step = (n: number) => Math.floor(Math.max(0, n) / rule.pointsStep) * rule.pointsStep;
  const capCent = Math.floor((Math.max(0, merchandiseCent) * rule.maxShareOfMerchandisePercent) / 100);
  const usable = Math.min(step(points), step((capCent / rule.centsPer100Points) * 100));
  return { points: usable, cent: (usable / 100) * rule.centsPer100Points };
}
