import { currencyPrefix, formatCount } from '@axlebay/shared-lib';

/** "1 point", "1.25 points" or "2 points" per dollar of the market: earnPercent 100 = 1 point. */
export function earnRateText(earnPercent: number, currency: string): string {
  const points = earnPercent / 100;
  return `${String(points)} ${points === 1 ? 'point' : 'points'} per ${currencyPrefix(currency)}1`;
}

export const pointsText = (n: number) => `${formatCount(n)} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** Shop dates are Eastern time (the member month runs midnight to midnight there). */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });
export const shopDay = (iso: string) => DAY.format(new Date(iso));
/** The last day of a window that ends at midnight. */
export const lastShopDay = (iso: string) => DAY.format(new Date(Date.parse(iso) - 1));

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const entryDate = (iso: string) => WHEN.format(new Date(iso));

/** `?pointsPage=` of /myAccount: a whole page number, 1 when missing or unreadable. */
export function pointsPageOf(query: Record<string, string | undefined>): number {
  const raw = query.pointsPage?.trim() ?? '';
  if (!/^\d{1,5}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= 10_000 ? n : 1;
}

export const pointsPageHref = (page: number) => (page > 1 ? `/myAccount?pointsPage=${page}` : '/myAccount');
