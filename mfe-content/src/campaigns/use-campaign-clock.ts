import { useEffect, useRef, useState } from 'react';
import { clockOffset, stateAt, windowAt } from './campaign-clock';
import type { Campaign, CampaignState, CampaignWindow } from './campaign-types';

/** When the page's own response began to arrive (the server's answer came with it), shopper's clock. */
function firstByteTime(): number {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav && nav.responseStart > 0 ? performance.timeOrigin + nav.responseStart : Date.now();
}

export interface CampaignClock {
  /** The server-corrected time (epoch ms); undefined on the server and while hydrating. */
  now: number | undefined;
  state: CampaignState;
  window: CampaignWindow;
  /** A polite, one-time sentence when the state changed while the page was open. */
  announcement: string;
}

const announce = (title: string, from: CampaignState, to: CampaignState, rolled: boolean): string => {
  if (rolled) return `${title}: this week's offers are in.`;
  if (to === 'COUNTDOWN') return `The countdown to ${title} has started.`;
  if (to === 'RUNNING' && from !== 'RUNNING') return `${title} has started.`;
  if (to === 'ENDED') return `${title} has ended.`;
  return '';
};

/**
 * The campaign's state on the shopper's screen. The server and the hydrating render use the state the
 * server computed at `serverTime` (no clock in render); after hydration it ticks on every second of
 * the server's time (epoch times plus the clock offset, so the shopper's time zone and a wrong
 * clock do not matter) and moves from before to running to ended on its own.
 */
export function useCampaignClock(campaign: Campaign, serverTime: number, receivedAt: number | undefined): CampaignClock {
  const [now, setNow] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<{ state: CampaignState; start: number } | undefined>(undefined);

  useEffect(() => {
    const offset = clockOffset(serverTime, receivedAt ?? firstByteTime());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now() + offset;
      setNow(t);
      const w = windowAt(campaign, t);
      if (stateAt(w, t) === 'ENDED' && !(campaign.next && t <= campaign.next.endTime)) return;
      // Next tick on the next whole second of the server's clock: a switch lands on its second.
      timer = setTimeout(tick, 1000 - (((t % 1000) + 1000) % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [campaign, serverTime, receivedAt]);

  const current = now === undefined ? campaign : windowAt(campaign, now);
  const state = now === undefined ? campaign.state : stateAt(current, now);

  useEffect(() => {
    if (now === undefined) return;
    const before = seen.current;
    seen.current = { state, start: current.startTime };
    if (!before) return;
    const rolled = before.start !== current.startTime && state === 'RUNNING';
    if (before.state !== state || rolled) setAnnouncement(announce(campaign.title, before.state, state, rolled));
  }, [now, state, current.startTime, campaign.title]);

  return { now, state, window: current, announcement };
}
