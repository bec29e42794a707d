import { beforeEach, describe, expect, it } from '@jest/globals';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { answerOf, weeklyCampaign } from './campaign-test-data';
import { CAMPAIGN_API } from './campaign-types';
import { CAMPAIGN_CACHE_MS, forgetCampaigns, loadCampaigns } from './use-campaigns';

beforeEach(() => forgetCampaigns());

describe('the browser keeps the campaign answer 30 s (spec §4)', () => {
  it('asks once per shop in 30 s, again after, and stamps the shopper’s clock on arrival', async () => {
    let now = 5_000_000;
    const clock = () => now;
    const { api, calls } = scriptedApi({ [`GET ${CAMPAIGN_API}`]: answerOf(4_000_000, [weeklyCampaign()]) });
    const first = await loadCampaigns(api, 2022, clock);
    expect(first.receivedAt).toBe(5_000_000);
    now += CAMPAIGN_CACHE_MS - 1;
    expect(await loadCampaigns(api, 2022, clock)).toBe(first);
    expect(calls).toHaveLength(1);
    await loadCampaigns(api, 2023, clock);
    expect(calls).toHaveLength(2);
    now += 1;
    const third = await loadCampaigns(api, 2022, clock);
    expect(calls).toHaveLength(3);
    expect(third.receivedAt).toBe(5_000_000 + CAMPAIGN_CACHE_MS);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const { api, calls } = scriptedApi({
      [`GET ${CAMPAIGN_API}`]: () => {
        if (fail) throw new Error('The server took too long to answer');
        return answerOf(1, []);
      },
    });
    await expect(loadCampaigns(api, 2022)).rejects.toThrow('The server took too long to answer');
    fail = false;
    await expect(loadCampaigns(api, 2022)).resolves.toMatchObject({ serverTime: 1, list: [] });
    expect(calls).toHaveLength(2);
  });
});
