import { useApi, useApiData, useMarket, type ApiClient } from '@axlebay/shared-lib';
import { CAMPAIGN_API, type CampaignList } from './campaign-types';

/** Spec §4 and §9: the campaign config is kept 30 s (the API's Cache-Control says the same). */
export const CAMPAIGN_CACHE_MS = 30_000;

const kept = new Map<number, { at: number; answer: Promise<CampaignList> }>();

/**
 * The shop's campaigns. In the browser an answer is kept 30 s per shop (the three campaign pages
 * share it) with the shopper's clock when it arrived, for the clock offset; on the server it is the
 * route's loader and goes to the browser with the page (without `receivedAt`).
 */
export function loadCampaigns(api: ApiClient, shopId: number, now = Date.now): Promise<CampaignList> {
  if (typeof window === 'undefined') return api.get<CampaignList>(CAMPAIGN_API);
  const hit = kept.get(shopId);
  if (hit && now() - hit.at < CAMPAIGN_CACHE_MS) return hit.answer;
  const answer = api.get<CampaignList>(CAMPAIGN_API).then((a) => ({ ...a, receivedAt: now() }));
  kept.set(shopId, { at: now(), answer });
  answer.catch(() => kept.get(shopId)?.answer === answer && kept.delete(shopId));
  return answer;
}

/** For tests: forget the kept answers. */
export function forgetCampaigns() {
  kept.clear();
}

export function useCampaigns() {
  const api = useApi();
  const market = useMarket();
  return useApiData(`${market.shopId}:campaigns`, () => loadCampaigns(api, market.shopId), 'The campaign could not be loaded.');
}
