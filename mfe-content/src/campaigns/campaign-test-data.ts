import type { Campaign, CampaignList } from './campaign-types';

/** Test-only answers of `GET /infra/public/campaign/v2` (not a *.test.ts file: jest does not run it). */
const HOUR = 3_600_000;

const banner = (headline: string) => ({
  code: 'HERO',
  value: {
    desktop: { width: 1200, height: 300, headline, subline: 'Up to 40% off', background: '#7a1f1a', accent: '#ffd166' },
    mobile: { width: 375, height: 250, headline, subline: 'Up to 40% off', background: '#7a1f1a', accent: '#ffd166' },
  },
});

/** Black Friday 2026 as the API resolves it: 2026-11-27 00:00 to 2026-11-30 23:59:59.999 New York time. */
export const BF_START = Date.parse('2026-11-27T05:00:00.000Z');
export const BF_END = Date.parse('2026-12-01T04:59:59.999Z');

export function blackFridayCampaign(state: Campaign['state'], over: Partial<Campaign> = {}): Campaign {
  return {
    code: 'black-friday-cyber-monday-unbeatable-offer',
    route: '/campaign/black-friday-cyber-monday-unbeatable-offer',
    title: 'Black Friday & Cyber Monday Unbeatable Offer',
    intro: 'Four days of our lowest prices of the year.',
    active: true,
    countdownPage: true,
    countdownStartTime: BF_START - 14 * 24 * HOUR,
    countdownEndTime: BF_START,
    startTime: BF_START,
    endTime: BF_END,
    range: 'YEARLY',
    rangeDetails: { rule: 'BLACK_FRIDAY', timeZone: 'America/New_York' },
    banners: [banner('Black Friday & Cyber Monday')],
    state,
    next: null,
    coupon: { code: 'BFCM25', percent: 25, label: 'BFCM25: 25% off your order' },
    sections: [{ id: 'bfcm-headlights', title: 'Headlights and tail lights', keyword: 'headlight' }],
    ...over,
  };
}

/** The rolling weekly campaign of the week of Monday 2026-11-23 (New York time). */
export function weeklyCampaign(): Campaign {
  const start = Date.parse('2026-11-23T05:00:00.000Z');
  const end = Date.parse('2026-11-30T04:59:59.999Z');
  return {
    ...blackFridayCampaign('RUNNING'),
    code: 'amazing-offers-rolling-in',
    route: '/campaign/amazing-offers-rolling-in',
    title: 'Amazing Offers Rolling In',
    countdownPage: false,
    countdownStartTime: start,
    countdownEndTime: start,
    startTime: start,
    endTime: end,
    range: 'WEEKLY',
    rangeDetails: { rule: 'WEEKLY', timeZone: 'America/New_York' },
    next: { startTime: end + 1, endTime: end + 7 * 24 * HOUR },
    coupon: { code: 'WEEKLY10', percent: 10, label: 'WEEKLY10: 10% off your order' },
    sections: [{ id: 'weekly-fog-lights', title: 'Fog lights', keyword: 'fog light' }],
  };
}

export const answerOf = (serverTime: number, list: Campaign[]): CampaignList => ({ serverTime, list });
