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

/** Points a buyer can use on this order and what they are worth (GET redeemInfo). */
export interface PointsOffer {
  points: number;
  cent: number;
}

export async function fetchPointsOffer(api: ApiClient, cartUUID: string | undefined): Promise<PointsOffer | undefined> {
  const answer = await api.get<unknown>(BUYING_API.redeemInfo, cartUUID ? { cartUUID } : undefined);
  if (!isRecord(answer)) return undefined;
  const points = num(answer.maxPoints, answer.redeemablePoints, answer.usablePoints, answer.points, answer.availablePoints) ?? 0;
  if (points <= 0) return undefined;
  const cent = num(answer.maxPointsCent, answer.redeemableCent, answer.usableCent, answer.pointsCent, answer.cent) ?? points;
  return { points, cent };
}
