import { campaignState, resolveWindow, type CampaignState } from './campaign-calendar';
import type { CampaignRow } from './campaign-store';

/** What `GET /infra/public/campaign/v2` answers per campaign (spec §3 Campaign field names). */
export interface CampaignView {
  code: string;
  /** The storefront path, /campaign/<code>. */
  route: string;
  title: string;
  intro: string;
  active: boolean;
  countdownPage: boolean;
  /** Epoch milliseconds. */
  countdownStartTime: number;
  countdownEndTime: number;
  startTime: number;
  /** The last millisecond of the campaign (inclusive). */
  endTime: number;
  range: CampaignRow['range'];
  rangeDetails: CampaignRow['rangeDetails'];
  banners: CampaignRow['banners'];
  /** At the answer's serverTime. */
  state: CampaignState;
  /** A rolling campaign's next window. */
  next: { startTime: number; endTime: number } | null;
  coupon: { code: string; percent: number; label: string };
  sections: CampaignRow['sections'];
}

export function campaignView(row: CampaignRow, now: number): CampaignView {
  const { next, ...window } = resolveWindow(row.rangeDetails, now);
  return {
    code: row.code,
    route: `/campaign/${row.code}`,
    title: row.title,
    intro: row.intro,
    active: row.active,
    countdownPage: row.countdownPage,
    ...window,
    range: row.range,
    rangeDetails: row.rangeDetails,
    banners: row.banners,
    state: campaignState(window, now),
    next,
    coupon: { code: row.couponCode, percent: row.couponPercent, label: `${row.couponCode}: ${row.couponPercent}% off your order` },
    sections: row.sections,
  };
}
