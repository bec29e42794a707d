import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';
import type { CampaignRange, RangeDetails } from './campaign-calendar';
import type { CampaignBanner, CampaignSection, CampaignSeed } from './campaign-seeds';

/** Spec §4 and §9: the campaign config is cached 30 s. */
export const CAMPAIGN_CACHE_MS = 30_000;

/** A campaign as the table holds it (its seed's fields, and whether it is shown). */
export type CampaignRow = Omit<CampaignSeed, 'sort'> & { active: boolean };

/** The shop's active campaigns in their order, straight from the table. */
export async function readCampaigns(database: Database, shopId: number): Promise<CampaignRow[]> {
  const rows = await database.db.select().from(campaigns).where(eq(campaigns.shopId, shopId)).orderBy(asc(campaigns.sort), asc(campaigns.id));
  return rows.filter((r) => r.active).map((r) => ({
    code: r.code,
    title: r.title,
    intro: r.intro,
    active: r.active,
    countdownPage: r.countdownPage,
    range: r.range as CampaignRange,
    rangeDetails: r.rangeDetails as RangeDetails,
    banners: r.banners as CampaignBanner[],
    couponCode: r.couponCode,
    couponPercent: r.couponPercent,
    sections: r.sections as CampaignSection[],
  }));
}

/**
 * The config per shop, kept `ttlMs` in this process. Only the rows are cached: each answer resolves
 * the dates and states against the clock of that moment.
 */
export function createCampaignStore(database: Database, { ttlMs = CAMPAIGN_CACHE_MS, clock = Date.now } = {}) {
  const cache = new Map<number, { at: number; rows: Promise<CampaignRow[]> }>();
  return {
    rows(shopId: number): Promise<CampaignRow[]> {
      const now = clock();
      const hit = cache.get(shopId);
      if (hit && now - hit.at < ttlMs) return hit.rows;
      const rows = readCampaigns(database, shopId);
      cache.set(shopId, { at: now, rows });
      // A failed read is not kept.
      rows.catch(() => cache.get(shopId)?.rows === rows && cache.delete(shopId));
      return rows;
    },
  };
}

export type CampaignStore = ReturnType<typeof createCampaignStore>;
