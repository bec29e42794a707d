import type { MemberLevelRow } from './member-levels';

/** A level as the storefront sees it (spec §3 "member level": fields defined here). */
export const levelView = (l: MemberLevelRow) => ({
  code: l.code,
  name: l.name,
  rank: l.rank,
  minSpendCent: l.minSpendCent,
  earnPercent: l.earnPercent,
  perks: l.perks,
});
