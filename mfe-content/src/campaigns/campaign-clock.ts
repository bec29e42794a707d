import type { Campaign, CampaignState, CampaignWindow } from './campaign-types';

/** The campaign's state at `now` (epoch ms), as the API computes it (api/src/campaigns/campaign-calendar.ts). */
export function stateAt(w: CampaignWindow, now: number): CampaignState {
  if (now < w.countdownStartTime) return 'SCHEDULED';
  if (now < w.startTime) return 'COUNTDOWN';
  if (now <= w.endTime) return 'RUNNING';
  return 'ENDED';
}

/** The window in force at `now`: a rolling campaign moves on to its next window when one ends. */
export function windowAt(c: Campaign, now: number): CampaignWindow {
  if (c.next && now > c.endTime) {
    return { countdownStartTime: c.next.startTime, countdownEndTime: c.next.startTime, startTime: c.next.startTime, endTime: c.next.endTime };
  }
  return c;
}

/** The instant the countdown runs to: the start before it, the end (its first ms after) while running. */
export function targetOf(w: CampaignWindow, state: CampaignState): number | undefined {
  if (state === 'SCHEDULED' || state === 'COUNTDOWN') return w.startTime;
  if (state === 'RUNNING') return w.endTime + 1;
  return undefined;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `target` (rounded up to the second, never negative). */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

/**
 * How far the shopper's clock is behind the server's (ms, add it to Date.now()). `receivedAt` is the
 * shopper's clock when the answer came: when the page came with the server's answer, when its
 * first byte arrived. Under a second's difference is left alone (network time).
 */
export function clockOffset(serverTime: number, receivedAt: number): number {
  const offset = serverTime - receivedAt;
  return Math.abs(offset) < 1000 ? 0 : offset;
}
