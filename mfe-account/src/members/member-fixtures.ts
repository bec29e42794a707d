import { MEMBERS_API, type MemberActivity, type MemberActivityJoined, type MemberLevelStanding, type MemberRule, type PointsLogPage, type PointsReminder } from '@axlebay/shared-lib';

/** API answers for the member tests (shapes of shared-lib's members contract). */
const bronze = { code: 'BRONZE', name: 'Bronze', rank: 1, minSpendCent: 0, earnPercent: 100, perks: ['100 welcome points when you open your account'] };
const silver = { code: 'SILVER', name: 'Silver', rank: 2, minSpendCent: 50_000, earnPercent: 125, perks: ['25% more points on every paid order than Bronze'] };
const gold = { code: 'GOLD', name: 'Gold', rank: 3, minSpendCent: 150_000, earnPercent: 150, perks: ['50% more points'] };

export const levelStanding: MemberLevelStanding = { level: bronze, nextLevel: silver, spendCent: 12_500, toNextCent: 37_500, progress: 0.25, currency: 'USD' };

export const reminder: PointsReminder = {
  kind: 'REDEEMABLE',
  points: 1250,
  pendingPoints: 40,
  redeemablePoints: 1200,
  redeemableCent: 1200,
  pointsToNextStep: 50,
  pointsStep: 100,
  centsPer100Points: 100,
  maxShareOfMerchandisePercent: 30,
  currency: 'USD',
};

export const memberMonth = (status: MemberActivity['status']): MemberActivity => ({
  code: 'SEPTEMBER_MEMBER_MONTH',
  name: 'September Member Month',
  startsAt: '2026-09-01T04:00:00.000Z',
  endsAt: '2026-10-01T04:00:00.000Z',
  status,
  active: status === 'RUNNING',
  bonusEarnPercent: 100,
  rules: ['Join once while the member month runs.', 'Orders paid during the member month earn one extra point per dollar.'],
});

export const notJoined: MemberActivityJoined = { code: 'SEPTEMBER_MEMBER_MONTH', signedIn: true, joined: false, joinedAt: null };

export const logPage = (page: number, total: number): PointsLogPage => ({
  list: Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => {
    const n = (page - 1) * 10 + i;
    return { id: 1000 - n, points: n % 3 === 0 ? -100 : 25 + n, status: 'AVAILABLE', type: 'ORDER_EARN', description: `Earned on order AXB-${10_000 + n}`, createdAt: '2026-11-20T15:00:00.000Z' };
  }),
  total,
  page,
  size: 10,
});

export const rule: MemberRule = {
  levels: [bronze, silver, gold],
  welcomeBonusPoints: 100,
  pointsStep: 100,
  centsPer100Points: 100,
  maxShareOfMerchandisePercent: 30,
  currency: 'USD',
  memberMonth: memberMonth('ENDED'),
};

/** Answers of every call the Members section makes. */
export function memberAnswers(over: Record<string, unknown> = {}) {
  return {
    [`GET ${MEMBERS_API.level}`]: levelStanding,
    [`GET ${MEMBERS_API.reminder}`]: reminder,
    [`GET ${MEMBERS_API.memberMonth}`]: memberMonth('RUNNING'),
    [`GET ${MEMBERS_API.memberMonthJoined}`]: notJoined,
    [`GET ${MEMBERS_API.pointsLog}`]: logPage(1, 23),
    ...over,
  };
}
