import { useApi, useApiData, useBusState, useMarket } from '@axlebay/shared-lib';
import { toCardItem } from '../home/card-item';
import { ItemStrip } from '../home/ItemStrip';
import { loadScene, vehicleId } from './api';

export const RELATED_SIZE = 12;

/** Parts from the same category (`PRODUCT_RELATED` scene), fitting the current vehicle when there is one. */
export function RelatedItems({ itemId }: { itemId: number }) {
  const api = useApi();
  const market = useMarket();
  const vehicle = useBusState('vehicle.changed') ?? null;
  const attributeValueId = vehicleId(vehicle?.attributeValueId);
  const { data, error, reload } = useApiData(
    `${market.shopId}:related:${itemId}:${attributeValueId ?? 'none'}`,
    () => loadScene(api, 'PRODUCT_RELATED', { itemId, attributeValueId, size: RELATED_SIZE }),
    'Related parts could not be loaded.',
  );
  return (
    <section aria-labelledby="related-title" data-testid="related-items">
      <h2 id="related-title">Related parts</h2>
      <ItemStrip items={data?.map(toCardItem)} error={error} onRetry={reload} label="Related parts" empty="No related parts for this one." />
    </section>
  );
}
