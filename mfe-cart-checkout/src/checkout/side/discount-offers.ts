import { BUYING_API, type ApiClient } from '@axlebay/shared-lib';

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const num = (...values: unknown[]) => values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));

/** The first-order discount a buyer may use now (GET memberDiscount), or undefined. */
export interface FirstOrderOffer {
  /** "10% off your first order" */
  label: string;
}

export async function fetchFirstOrderOffer(api: ApiClient): Promise<FirstOrderOffer | undefined> {
  const answer = await api.get<unknown>(BUYING_API.memberDiscount);
  if (!isRecord(answer)) return undefined;
  const first = [answer.firstOrder, answer.firstOrderDiscount, answer.firstDiscount].find(isRecord);
  const available = first ? first.available !== false && first.eligible !== false : answer.firstOrderAvailable === true;
  if (!available) return undefined;
  const percent = num(first?.percent, first?.percentOff, answer.firstOrderPercent);
  const label = typeof first?.label === 'string' && first.label ? first.label : percent ? `${percent}% off your first order` : 'Your first-order discount';
  return { label };
}

/** Points a buyer can use on this order and what they are worth. */
export interface PointsOffer {
  points: number;
  cent: number;
}

/** GET redeemInfo: the buyer's available points and the rules (spec §7 Promotion "discount/redeem"). */
export interface RedeemInfo {
  points: number;
  pointsStep: number;
  centsPer100Points: number;
  maxShareOfMerchandisePercent: number;
}

export async function fetchRedeemInfo(api: ApiClient): Promise<RedeemInfo | undefined> {
  const answer = await api.get<unknown>(BUYING_API.redeemInfo);
  if (!isRecord(answer)) return undefined;
  const points = num(answer.points) ?? 0;
  return {
    points,
    pointsStep: num(answer.pointsStep) ?? 100,
    centsPer100Points: num(answer.centsPer100Points) ?? 100,
    maxShareOfMerchandisePercent: num(answer.maxShareOfMerchandisePercent) ?? 100,
  };
}

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
