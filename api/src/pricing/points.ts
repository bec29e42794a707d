import type { QuoteNotice } from './quote-types';

/**
 * Paying with member points (spec §7 Members / Promotion "discount/redeem"): in whole hundreds, 100
 * points = 100 cents (1.00 of the market's currency), for signed-in buyers, at most their AVAILABLE
 * balance and at most 30% of the merchandise after discounts.
 */
export const POINTS_STEP = 100;
export const CENTS_PER_100_POINTS = 100;
export const MAX_POINTS_SHARE_PERCENT = 30;

const downToStep = (n: number) => Math.floor(Math.max(0, n) / POINTS_STEP) * POINTS_STEP;
export const pointsToCents = (points: number) => (points / POINTS_STEP) * CENTS_PER_100_POINTS;

/** The most points an order of this merchandise (after discounts) may use. */
export const maxPointsFor = (merchandiseCent: number) =>
  downToStep((Math.floor((Math.max(0, merchandiseCent) * MAX_POINTS_SHARE_PERCENT) / 100) / CENTS_PER_100_POINTS) * POINTS_STEP);

export interface PointsAsk {
  asked: number | undefined;
  signedIn: boolean;
  balance: number;
  merchandiseCent: number;
}

/** The points used (and a notice for each reason fewer than asked were used). */
export function pointsToUse({ asked, signedIn, balance, merchandiseCent }: PointsAsk, notices: QuoteNotice[]): number {
  if (asked === undefined || asked === 0) return 0;
  const notice = (message: string) => notices.push({ field: 'usePoints', message });
  // Fewer points than asked, but some: the shopper sees how many in the quote.
  const fewer = (message: string) => notices.push({ field: 'usePoints', message, adjusted: true });
  if (!signedIn) {
    notice('Sign in to use your points');
    return 0;
  }
  if (!Number.isFinite(asked) || asked < 0) {
    notice('Please enter a number of points');
    return 0;
  }
  let points = downToStep(Math.floor(asked));
  if (points !== asked) fewer(`Points are used in hundreds: ${points} of ${Math.floor(asked)} can be used`);
  const available = downToStep(balance);
  if (points > available) {
    fewer(`You have ${balance} ${balance === 1 ? 'point' : 'points'} available, so ${available} were used`);
    points = available;
  }
  const max = maxPointsFor(merchandiseCent);
  if (points > max) {
    fewer(`Points can pay for up to ${MAX_POINTS_SHARE_PERCENT}% of the items, so ${max} were used`);
    points = max;
  }
  return points;
}
