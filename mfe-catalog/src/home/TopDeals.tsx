import { useApi, useApiData, useMarket } from '@axlebay/shared-lib';
import { loadScene } from '../product/api';
import { toCardItem } from './card-item';
import { HomeSection } from './HomeSection';
import { ItemStrip } from './ItemStrip';

export const TOP_DEALS_SIZE = 12;

/**
 * The shop's deals, whatever the vehicle. filter-search has no discount sort (spec §9 sorts are
 * match, sales, price, rating, reviews), so this is the API's `HOME_TOP_DEALS` scene: of each part
 * type the best-selling purchasable item at 20% off or more, biggest discount first.
 */
export function TopDeals() {
  const api = useApi();
  const market = useMarket();
  const { data, error, reload } = useApiData(`${market.shopId}:top-deals`, () => loadScene(api, 'HOME_TOP_DEALS', { size: TOP_DEALS_SIZE }), 'The deals could not be loaded.');
  return (
    <HomeSection id="home-top-deals" testId="top-deals" title="Top deals" note="Popular parts at 20% off or more, one of each kind.">
      <ItemStrip items={data?.map(toCardItem)} error={error} onRetry={reload} label="Top deals" empty="No deals right now. Check back soon." />
    </HomeSection>
  );
}
