/**
 * The answer of spec §7 `GET /infra/public/campaign/v2` (api/src/campaigns/campaign-view.ts), spec §3
 * Campaign field names. Times are epoch milliseconds; `endTime` is the campaign's last millisecond.
 */
export const CAMPAIGN_API = '/infra/public/campaign/v2';

export type CampaignState = 'SCHEDULED' | 'COUNTDOWN' | 'RUNNING' | 'ENDED';

export interface BannerArt {
  width: number;
  height: number;
  headline: string;
  subline: string;
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

export interface CampaignWindow {
  countdownStartTime: number;
  countdownEndTime: number;
  startTime: number;
  endTime: number;
}

export interface Campaign extends CampaignWindow {
  code: string;
  route: string;
  title: string;
  intro: string;
  active: boolean;
  countdownPage: boolean;
  range: 'YEARLY' | 'WEEKLY';
  rangeDetails: { rule: string; timeZone: string };
  banners: CampaignBanner[];
  /** At the answer's serverTime. */
  state: CampaignState;
  /** A rolling campaign's next window. */
  next: { startTime: number; endTime: number } | null;
  coupon: { code: string; percent: number; label: string };
  sections: CampaignSection[];
}

export interface CampaignList {
  serverTime: number;
  list: Campaign[];
  /** Browser only: the shopper's clock when the answer arrived (absent in the server's answer). */
  receivedAt?: number;
}
