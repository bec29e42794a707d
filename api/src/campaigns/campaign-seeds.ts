import type { CampaignRange, RangeDetails } from './campaign-calendar';

/** Desktop (1200 × 300) and mobile (375 × 250) art of a text banner: the page draws it at that ratio. */
export interface BannerArt {
  width: number;
  height: number;
  headline: string;
  subline: string;
  /** Background and accent colours; the text is white on the background (contrast ≥ 4.5:1). */
  background: string;
  accent: string;
}

export interface CampaignBanner {
  code: string;
  value: { desktop: BannerArt; mobile: BannerArt };
}

export interface CampaignSection {
  id: string;
  title: string;
  keyword: string;
}

export interface CampaignSeed {
  code: string;
  title: string;
  intro: string;
  countdownPage: boolean;
  range: CampaignRange;
  rangeDetails: RangeDetails;
  banners: CampaignBanner[];
  couponCode: string;
  couponPercent: number;
  sections: CampaignSection[];
  sort: number;
}

/** Both shops keep Eastern time: the campaigns start at the same moment in the US and Canada. */
const EASTERN = 'America/New_York';

const hero = (background: string, accent: string, headline: string, subline: string, mobileHeadline = headline): CampaignBanner => ({
  code: 'HERO',
  value: {
    desktop: { width: 1200, height: 300, headline, subline, background, accent },
    mobile: { width: 375, height: 250, headline: mobileHeadline, subline, background, accent },
  },
});

/** The campaigns of a shop (2022 US, 2023 Canada): written at start-up when missing. */
export function campaignSeedsFor(shopId: 2022 | 2023): CampaignSeed[] {
  const ca = shopId === 2023;
  const freeShipping = ca ? 'free shipping across Canada over CA$99' : 'free shipping over $79';
  return [
    {
      code: 'black-friday-cyber-monday-unbeatable-offer',
      title: 'Black Friday & Cyber Monday Unbeatable Offer',
      intro: `Four days of our lowest prices of the year on lighting, brakes, interior and garage tools, plus 25% off your order with the code below and ${freeShipping}.`,
      countdownPage: true,
      range: 'YEARLY',
      rangeDetails: { rule: 'BLACK_FRIDAY', timeZone: EASTERN, startOffsetDays: 0, days: 4, countdownDays: 14 },
      banners: [hero('#7a1f1a', '#ffd166', 'Black Friday & Cyber Monday', 'Up to 40% off parts that fit, plus 25% off your order', 'Black Friday & Cyber Monday')],
      couponCode: 'BFCM25',
      couponPercent: 25,
      sections: [
        { id: 'bfcm-headlights', title: 'Headlights and tail lights', keyword: 'headlight' },
        { id: 'bfcm-brakes', title: 'Brake pads and rotors', keyword: 'brake' },
        { id: 'bfcm-floor-mats', title: 'Floor mats and liners', keyword: 'floor mats' },
        { id: 'bfcm-scanners', title: 'OBD2 scanners for the garage', keyword: 'obd2 scanner' },
      ],
      sort: 1,
    },
    {
      code: 'sneak-peek',
      title: 'Sneak Peek: Black Friday Deals Start Early',
      intro: 'The week before Black Friday, a first look at the deals: 15% off your order with the code below until Thanksgiving night, Eastern time.',
      countdownPage: true,
      range: 'YEARLY',
      rangeDetails: { rule: 'BLACK_FRIDAY', timeZone: EASTERN, startOffsetDays: -7, days: 7, countdownDays: 7 },
      banners: [hero('#1f3a5f', '#8fd3ff', 'Sneak peek: Black Friday starts early', '15% off your order all week', 'Sneak peek')],
      couponCode: 'PEEK15',
      couponPercent: 15,
      sections: [
        { id: 'peek-led-bulbs', title: 'LED bulbs', keyword: 'led bulb' },
        { id: 'peek-seat-covers', title: 'Seat covers', keyword: 'seat cover' },
        { id: 'peek-tpms', title: 'TPMS sensors', keyword: 'tpms sensor' },
      ],
      sort: 2,
    },
    {
      code: 'amazing-offers-rolling-in',
      title: 'Amazing Offers Rolling In',
      intro: 'New deals every Monday. This week: 10% off your order with the code below, until Sunday at midnight Eastern time.',
      countdownPage: false,
      range: 'WEEKLY',
      rangeDetails: { rule: 'WEEKLY', timeZone: EASTERN, weekday: 1, days: 7 },
      banners: [hero('#14532d', '#b7f7c4', 'Amazing offers rolling in', 'Fresh deals every Monday, 10% off all week', 'Amazing offers')],
      couponCode: 'WEEKLY10',
      couponPercent: 10,
      sections: [
        { id: 'weekly-fog-lights', title: 'Fog lights', keyword: 'fog light' },
        { id: 'weekly-cold-air-intakes', title: 'Cold air intakes', keyword: 'cold air intake' },
        { id: 'weekly-spark-plugs', title: 'Spark plugs and ignition coils', keyword: 'spark plug' },
      ],
      sort: 3,
    },
  ];
}
