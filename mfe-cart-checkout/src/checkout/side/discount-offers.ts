import { BUYING_API, type ApiClient, type MemberDiscountOffer, type RedeemInfo } from '@axlebay/shared-lib';

export type { RedeemInfo };

/** The first-order discount a buyer may use now (GET memberDiscount), or undefined. */
export interface FirstOrderOffer {
  /** "10% off your first order" */
  label: string;
}

export async function fetchFirstOrderOffer(api: ApiClient): Promise<FirstOrderOffer | undefined> {
  const { firstOrderDiscount: first } = await api.get<MemberDiscountOffer>(BUYING_API.memberDiscount);
  return first.available ? { label: `${first.percent}% off your first order` } : undefined;
}

/** Points a buyer can use on this order and what they are worth. */
export interface PointsOffer {
  points: number;
  cent: number;
}

/** GET redeemInfo: the buyer's available points and the rules (spec §7 Promotion "discount/redeem"). */
export const fetchRedeemInfo = (api: ApiClient) => api.get<RedeemInfo>(BUYING_API.redeemInfo);

/**
 * The most points this order may use: the balance and the share of the merchandise (after discounts)
 * points may pay, both in whole steps; undefined when none. The quote answers what was applied.
 */
/** What `points` are worth (100 points = centsPer100Points). */
export const pointsValueCent = (info: Pick<RedeemInfo, 'centsPer100Points'> | undefined, points: number) => Math.round((points / 100) * (info?.centsPer100Points ?? 100));

export function pointsOffer(info: RedeemInfo | undefined, merchandiseCent: number): PointsOffer | undefined {
  if (!info || info.pointsStep <= 0 || info.centsPer100Points <= 0) return undefined;
  const step = (n: number) => Math.floor(Math.max(0, n) / info.pointsStep) * info.pointsStep;
  const byShare = ((merchandiseCent * info.maxShareOfMerchandisePercent) / 100 / info.centsPer100Points) * 100;
  const points = step(Math.min(info.points, byShare));
  return points > 0 ? { points, cent: pointsValueCent(info, points) } : undefined;
}
