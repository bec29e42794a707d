import { and, eq } from 'drizzle-orm';
import type { Executor } from '../accounts/executor';
import { campaigns } from '../db/schema';
import type { Coupon } from '../pricing/coupons';
import { campaignState, resolveWindow } from './campaign-calendar';

export interface CampaignCoupon {
  code: string;
  percent: number;
  campaignTitle: string;
  /** Whether the campaign runs at the moment asked. */
  running: boolean;
  /** Why not, when it does not: starts later, or has ended. */
  notRunningMessage?: string;
}

const startText = (epoch: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(epoch);

/**
 * A campaign's coupon code (upper case, as normalized by pricing) in this shop, valid exactly while
 * its campaign runs at `at` (spec §3 Campaign start and end). Undefined when no campaign has it.
 */
export async function findCampaignCoupon(executor: Executor, shopId: number, code: string, at: Date): Promise<CampaignCoupon | undefined> {
  const [row] = await executor
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.shopId, shopId), eq(campaigns.couponCode, code), eq(campaigns.active, true)))
    .limit(1);
  if (!row) return undefined;
  const details = row.rangeDetails as Parameters<typeof resolveWindow>[0];
  const window = resolveWindow(details, at.getTime());
  const state = campaignState(window, at.getTime());
  const base = { code: row.couponCode, percent: row.couponPercent, campaignTitle: row.title };
  if (state === 'RUNNING') return { ...base, running: true };
  if (state === 'ENDED') return { ...base, running: false, notRunningMessage: `${row.couponCode} has ended: the ${row.title} campaign is over` };
  return { ...base, running: false, notRunningMessage: `${row.couponCode} can be used from ${startText(window.startTime, details.timeZone)}` };
}

/** The campaign code as one of pricing's coupons (any shopper, once per order like every code). */
export async function campaignCoupon(executor: Executor, shopId: number, code: string, at: Date): Promise<Coupon | undefined> {
  const found = await findCampaignCoupon(executor, shopId, code, at);
  if (!found) return undefined;
  return {
    type: 'campaign',
    code: found.code,
    percent: found.percent,
    active: found.running,
    signInRequired: false,
    firstOrderOnly: false,
    minItems: 0,
    oncePerCustomer: false,
    inactiveMessage: found.notRunningMessage,
  };
}
